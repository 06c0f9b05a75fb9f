import type { Scenario } from "../scenario";

// grm base 4,000; B = 50,000, P = 155,000: 105,000 / 17,500 = 6 -> 1,200 -> maximum 1,000;
// gross 5,000 -> 5,000.00
const scenario: Scenario = {
  title: "Bonus (f): six increments are held to the 1,000 maximum",
  calc: "emerge.perJob",
  inputs: { location: "grm", projectMedianSalary: 155000, benchmarkMedianSalary: 50000 },
  expect: { perJobCredit: "5000.00", status: "credit" },
  steps: { "c.(1)(f)": { applied: true, amount: "1000.00" } },
};
export default scenario;
