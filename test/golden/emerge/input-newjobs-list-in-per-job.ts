import type { Scenario } from "../scenario";

// newJobs takes one value for one job
const scenario: Scenario = {
  title: "Error: a per-year list in per-job mode",
  calc: "emerge.perJob",
  inputs: { location: "grm", newJobs: [300, 300] },
  error: { input: "newJobs" },
};
export default scenario;
