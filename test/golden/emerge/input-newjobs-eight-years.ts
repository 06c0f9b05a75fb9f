import type { Scenario } from "../scenario";

// Emerge's eligibility period is at most 7 years
const scenario: Scenario = {
  title: "Error: an 8-year schedule",
  calc: "emerge.schedule",
  inputs: { location: "grm", newJobs: [1, 1, 1, 1, 1, 1, 1, 1] },
  error: { input: "newJobs" },
};
export default scenario;
