import type { Scenario } from "../scenario";

// grm base 4,000; B = 50,000, P = 67,500: (P - B) / (0.35 B) = 17,500 / 17,500 = 1 -> (f) 200;
// P > B so no e. reduction; gross 4,200 -> 4,200.00
const scenario: Scenario = {
  title: "Bonus (f): project median salary exactly 35% above the benchmark",
  calc: "emerge.perJob",
  inputs: { location: "grm", projectMedianSalary: 67500, benchmarkMedianSalary: 50000 },
  expect: { perJobCredit: "4200.00", status: "credit" },
  steps: { "c.(1)(f)": { applied: true, amount: "200.00" }, "e.": { applied: false } },
};
export default scenario;
