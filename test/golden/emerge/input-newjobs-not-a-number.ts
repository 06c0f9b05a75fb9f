import type { Scenario } from "../scenario";

// "many" is not a number
const scenario: Scenario = {
  title: "Error: newJobs must be a number",
  calc: "emerge.perJob",
  inputs: { location: "grm", newJobs: "many" },
  error: { input: "newJobs" },
};
export default scenario;
