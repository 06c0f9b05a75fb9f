import type { Scenario } from "../scenario";

// grm base 4,000; MRI 50 is not > 50 -> no (a) -> 4,000.00
const scenario: Scenario = {
  title: "Bonus (a): MRI distress score exactly 50 is not greater than 50",
  calc: "emerge.perJob",
  inputs: { location: "grm", mriDistressScore: 50 },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "c.(1)(a)": { applied: false, amount: null } },
};
export default scenario;
