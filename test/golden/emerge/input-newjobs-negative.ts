import type { Scenario } from "../scenario";

// job counts are >= 0
const scenario: Scenario = {
  title: "Error: negative newJobs",
  calc: "emerge.perJob",
  inputs: { location: "grm", newJobs: -1 },
  error: { input: "newJobs" },
};
export default scenario;
