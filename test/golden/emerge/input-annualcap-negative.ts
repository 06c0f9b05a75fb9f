import type { Scenario } from "../scenario";

// money must be >= 0
const scenario: Scenario = {
  title: "Error: negative annualCap",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 10, annualCap: -5 },
  error: { input: "annualCap" },
};
export default scenario;
