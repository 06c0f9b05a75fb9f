import type { Scenario } from "../scenario";

// grm base 4,000; incubator -> (i) +500 -> 4,500.00
const scenario: Scenario = {
  title: "Bonus (i): qualified incubator facility",
  calc: "emerge.perJob",
  inputs: { location: "grm", incubator: true },
  expect: { perJobCredit: "4500.00", status: "credit" },
  steps: { "c.(1)(i)": { applied: true, amount: "500.00" } },
};
export default scenario;
