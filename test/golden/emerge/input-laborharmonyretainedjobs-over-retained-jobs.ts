import type { Scenario } from "../scenario";

// laborHarmonyRetainedJobs 3 > retainedJobs 2
const scenario: Scenario = {
  title: "Error: more covered retained jobs than retained jobs",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 1, retainedJobs: 2, laborHarmonyRetainedJobs: 3 },
  error: { input: "laborHarmonyRetainedJobs" },
};
export default scenario;
