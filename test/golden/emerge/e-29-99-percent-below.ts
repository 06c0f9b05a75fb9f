import type { Scenario } from "../scenario";

// B = 100,000, P = 70,010: below = 29,990 / 100,000 = 0.2999 < 0.30; grm capped 4,000 x (1 - 0.2999)
// = 4,000 x 0.7001 = 2,800.40 -> 2,800.40
const scenario: Scenario = {
  title: "Salary 29.99% below the benchmark: reduced, not cut off",
  calc: "emerge.perJob",
  inputs: { location: "grm", projectMedianSalary: 70010, benchmarkMedianSalary: 100000 },
  expect: { perJobCredit: "2800.40", status: "credit" },
};
export default scenario;
