import type { Scenario } from "../scenario";

// grm base 4,000; B = 50,000, P = 137,499: 87,499 / 17,500 = 4.99994 -> k = 4 -> 800;
// gross 4,800 -> 4,800.00
const scenario: Scenario = {
  title: "Bonus (f): one dollar short of the fifth increment",
  calc: "emerge.perJob",
  inputs: { location: "grm", projectMedianSalary: 137499, benchmarkMedianSalary: 50000 },
  expect: { perJobCredit: "4800.00", status: "credit" },
  steps: { "c.(1)(f)": { applied: true, amount: "800.00" } },
};
export default scenario;
