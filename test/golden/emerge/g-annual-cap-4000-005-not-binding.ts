import type { Scenario } from "../scenario";

// grm, 1 new job: beforeCap 4,000.00 <= 4,000.005 -> not binding; annualCredit 4,000.00.
// Rounded down, the cap is 4,000.00 and the sum equals it: min(4,000.00, 4,000.00) = 4,000.00
// either way (the sum is in whole cents, so rounding the cap down never changes a non-binding cap).
const scenario: Scenario = {
  title: "annualCap 4,000.005 does not bind a sum of 4,000.00",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 1, annualCap: "4000.005" },
  expect: { beforeCap: "4000.00", annualCredit: "4000.00", annualCap: "4000.00" },
  steps: { "g.": { applied: false } },
};
export default scenario;
