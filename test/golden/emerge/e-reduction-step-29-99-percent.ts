import type { Scenario } from "../scenario";

// s.75 e., one short of the cliff: B = 100,000, P = 70,010; below = 29,990 / 100,000 = 29.99% < 30%
// -> reduced by 29.99%: 4,000 x 0.2999 = 1,199.60 taken off; 4,000 - 1,199.60 = 2,800.40
const scenario: Scenario = {
  title: "Salary reduction step: 29.99% below takes 1,199.60 off 4,000",
  calc: "emerge.perJob",
  inputs: { location: "grm", projectMedianSalary: 70010, benchmarkMedianSalary: 100000 },
  expect: { perJobCredit: "2800.40", status: "credit", capped: "4000.00" },
  steps: { "e.": { applied: true, amount: "-1199.60" } },
};
export default scenario;
