import type { Scenario } from "../scenario";

// distressed capped 3,000; B = 70,000, P = 50,000: below = 2/7 = 0.2857... < 0.30;
// 3,000 x 5/7 = 2,142.857142... -> cents half-up 2,142.86
const scenario: Scenario = {
  title: "Salary reduction with a non-terminating ratio rounds half-up",
  calc: "emerge.perJob",
  inputs: { location: "distressed", projectMedianSalary: 50000, benchmarkMedianSalary: 70000 },
  expect: { perJobCredit: "2142.86", status: "credit" },
};
export default scenario;
