import type { Scenario } from "../scenario";

// newJobs has 3 years, retainedJobs 2 (both longer than 1): lead's decision, an error (named on the second list)
const scenario: Scenario = {
  title: "Error: per-year lists of different lengths",
  calc: "emerge.schedule",
  inputs: { location: "grm", newJobs: [1, 2, 3], retainedJobs: [1, 2] },
  error: { input: "retainedJobs" },
};
export default scenario;
