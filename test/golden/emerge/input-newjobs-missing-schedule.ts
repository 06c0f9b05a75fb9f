import type { Scenario } from "../scenario";

// emerge.md §3 (v2): newJobs is required for the schedule too. Without it, 2 years of 10 and 20
// retained grm jobs would be 20,000 + 40,000 = 60,000.00 for 0 new jobs; it is an error instead.
const scenario: Scenario = {
  title: "Schedule without newJobs: an error naming newJobs",
  calc: "emerge.schedule",
  inputs: { location: "grm", retainedJobs: [10, 20] },
  error: { input: "newJobs", messageIncludes: "newJobs is required" },
};
export default scenario;
