import type { Scenario } from "../scenario";

// B = 100,000, P = 70,000: below = 30,000 / 100,000 = 0.30 >= 0.30 -> no credit -> 0.00, no-credit
const scenario: Scenario = {
  title: "Salary exactly 30% below the benchmark: no credit",
  calc: "emerge.perJob",
  inputs: { location: "grm", projectMedianSalary: 70000, benchmarkMedianSalary: 100000 },
  expect: { perJobCredit: "0.00", status: "no-credit" },
};
export default scenario;
