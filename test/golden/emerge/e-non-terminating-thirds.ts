import type { Scenario } from "../scenario";

// grm capped 4,000; B = 30,000, P = 22,000: below = 8,000/30,000 = 0.2666... < 0.30;
// 4,000 x 22,000/30,000 = 2,933.333... -> 2,933.33
const scenario: Scenario = {
  title: "Salary reduction 11/15 of the benchmark",
  calc: "emerge.perJob",
  inputs: { location: "grm", projectMedianSalary: 22000, benchmarkMedianSalary: 30000 },
  expect: { perJobCredit: "2933.33", status: "credit" },
};
export default scenario;
