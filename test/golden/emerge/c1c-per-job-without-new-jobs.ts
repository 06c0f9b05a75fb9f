import type { Scenario } from "../scenario";

// emerge.md §3 (v2): for the per-job amount newJobs only drives bonus (c) and defaults to 0.
// enhanced: b.(2) 3,500; (c) 0 new jobs is not 251 or more -> 0; per job 3,500.00.
const scenario: Scenario = {
  title: "Per job without newJobs: still fine, bonus (c) reads 0 new jobs",
  calc: "emerge.perJob",
  inputs: { location: "enhanced" },
  expect: { perJobCredit: "3500.00", status: "credit" },
  steps: { "c.(1)(c)": { applied: false } },
};
export default scenario;
