import type { Scenario } from "../scenario";

// grm base 4,000; B = 50,000, P = 137,500: 87,500 / 17,500 = 5 -> 200 x 5 = 1,000 (= maximum);
// gross 5,000 -> 5,000.00
const scenario: Scenario = {
  title: "Bonus (f): five increments reach the 1,000 maximum exactly",
  calc: "emerge.perJob",
  inputs: { location: "grm", projectMedianSalary: 137500, benchmarkMedianSalary: 50000 },
  expect: { perJobCredit: "5000.00", status: "credit" },
  steps: { "c.(1)(f)": { applied: true, amount: "1000.00" } },
};
export default scenario;
