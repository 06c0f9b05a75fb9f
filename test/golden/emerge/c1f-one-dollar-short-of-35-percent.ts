import type { Scenario } from "../scenario";

// grm base 4,000; B = 50,000, P = 67,499: 17,499 / 17,500 = 0.99994 -> k = 0 -> no (f) money;
// P > B so no reduction -> 4,000.00
const scenario: Scenario = {
  title: "Bonus (f): one dollar short of the first 35% increment",
  calc: "emerge.perJob",
  inputs: { location: "grm", projectMedianSalary: 67499, benchmarkMedianSalary: 50000 },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "e.": { applied: false } },
};
export default scenario;
