import type { Scenario } from "../scenario";

// grm base 4,000; marineTerminal but location is grm -> no (p) -> 4,000.00
const scenario: Scenario = {
  title: "Bonus (p) is not for a government-restricted municipality",
  calc: "emerge.perJob",
  inputs: { location: "grm", marineTerminal: true },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "c.(1)(p)": { applied: false, amount: null } },
};
export default scenario;
