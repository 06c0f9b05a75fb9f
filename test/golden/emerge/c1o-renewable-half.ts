import type { Scenario } from "../scenario";

// grm base 4,000; renewableEnergyShare 0.5 >= 0.5 -> (o) +500 -> 4,500.00
const scenario: Scenario = {
  title: "Bonus (o): renewable energy exactly 50% of electric needs",
  calc: "emerge.perJob",
  inputs: { location: "grm", renewableEnergyShare: 0.5 },
  expect: { perJobCredit: "4500.00", status: "credit" },
  steps: { "c.(1)(o)": { applied: true, amount: "500.00" } },
};
export default scenario;
