import type { Scenario } from "../scenario";

// emerge.md §3 (v2): newJobs is required for the annual amount. Without it, 10 retained grm jobs
// (10 x 2,000 = 20,000.00) would silently be a credit for 0 new jobs; it is an error naming newJobs.
const scenario: Scenario = {
  title: "Annual without newJobs: an error naming newJobs, not a credit for 0 new jobs",
  calc: "emerge.annual",
  inputs: { location: "grm", retainedJobs: 10 },
  error: { input: "newJobs", messageIncludes: "newJobs is required" },
};
export default scenario;
