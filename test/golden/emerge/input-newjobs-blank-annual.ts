import type { Scenario } from "../scenario";

// emerge.md §1: blank text means "not given", never zero; emerge.md §3 (v2): newJobs is required
// for the annual amount, so a blank newJobs is the same error as an omitted one.
const scenario: Scenario = {
  title: "Annual with newJobs blank: not given, so the required-input error",
  calc: "emerge.annual",
  inputs: { location: "enhanced", newJobs: " " },
  error: { input: "newJobs", messageIncludes: "newJobs is required" },
};
export default scenario;
