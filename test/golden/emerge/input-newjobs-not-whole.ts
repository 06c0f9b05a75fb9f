import type { Scenario } from "../scenario";

// job counts are whole
const scenario: Scenario = {
  title: "Error: newJobs 10.5 is not a whole count",
  calc: "emerge.perJob",
  inputs: { location: "grm", newJobs: 10.5 },
  error: { input: "newJobs" },
};
export default scenario;
