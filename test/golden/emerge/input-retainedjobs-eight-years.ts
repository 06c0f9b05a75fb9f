import type { Scenario } from "../scenario";

// at most 7 years
const scenario: Scenario = {
  title: "Error: an 8-year retained-jobs list",
  calc: "emerge.schedule",
  inputs: { location: "grm", newJobs: 1, retainedJobs: [1, 1, 1, 1, 1, 1, 1, 1] },
  error: { input: "retainedJobs" },
};
export default scenario;
