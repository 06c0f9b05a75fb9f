import type { Scenario } from "../scenario";

// grm, 1 new job: b.(1) 4,000.00 → beforeCap 1 × 4,000.00 = 4,000.00; cap 100.01 binds →
// annualCredit 100.01 (a cap in whole cents is taken as given)
const scenario: Scenario = {
  title: "annualCap 100.01 binds exactly",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 1, annualCap: "100.01" },
  expect: { beforeCap: "4000.00", annualCredit: "100.01" },
};
export default scenario;
