import type { Scenario } from "../scenario";

// One past 526: grm, 1 new job, beforeCap 4,000.00 > 3,999.995 -> binds; rounded down to the cent
// 3,999.99 (half-up would give 4,000.00, no limit at all); annualCredit 3,999.99.
const scenario: Scenario = {
  title: "annualCap 3,999.995 binds a sum of 4,000.00: credit 3,999.99",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 1, annualCap: "3999.995" },
  expect: { beforeCap: "4000.00", annualCredit: "3999.99", annualCap: "3999.99" },
  steps: { "g.": { applied: true, amount: "-0.01" } },
};
export default scenario;
