import type { Scenario } from "../scenario";

// grm base 4,000; renewableEnergyShare 0.4999 < 0.5 -> no (o) -> 4,000.00
const scenario: Scenario = {
  title: "Bonus (o): renewable energy 49.99% is short",
  calc: "emerge.perJob",
  inputs: { location: "grm", renewableEnergyShare: "0.4999" },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "c.(1)(o)": { applied: false, amount: null } },
};
export default scenario;
