import type { Scenario } from "../scenario";

// grm, 1 new job: beforeCap 4,000.00 <= 4,000.009 -> not binding; annualCredit 4,000.00
// (cap as taken: 4,000.009 rounded down = 4,000.00).
const scenario: Scenario = {
  title: "annualCap 4,000.009 does not bind a sum of 4,000.00",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 1, annualCap: "4000.009" },
  expect: { beforeCap: "4000.00", annualCredit: "4000.00", annualCap: "4000.00" },
  steps: { "g.": { applied: false } },
};
export default scenario;
