import type { Scenario } from "../scenario";

// grm base 4,000; incubator FALSE -> (i) not applied, adds nothing -> 4,000.00
const scenario: Scenario = {
  title: "Bonus (i): not in a qualified incubator facility",
  calc: "emerge.perJob",
  inputs: { location: "grm", incubator: false },
  expect: { perJobCredit: "4000.00", status: "credit", bonusTotal: "0.00" },
  steps: { "c.(1)(i)": { applied: false, amount: null } },
};
export default scenario;
