import type { Scenario } from "../scenario";

// "temporary" is not a job type
const scenario: Scenario = {
  title: "Error: jobType must be new or retained",
  calc: "emerge.perJob",
  inputs: { location: "grm", jobType: "temporary" },
  error: { input: "jobType" },
};
export default scenario;
