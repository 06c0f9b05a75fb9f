import type { Scenario } from "../scenario";

// grm base 4,000; MRI 51 > 50 -> (a) +1,000; gross 5,000 <= 8,000 -> 5,000.00
const scenario: Scenario = {
  title: "Bonus (a): MRI distress score 51 is greater than 50",
  calc: "emerge.perJob",
  inputs: { location: "grm", mriDistressScore: 51 },
  expect: { perJobCredit: "5000.00", status: "credit" },
  steps: { "c.(1)(a)": { applied: true, amount: "1000.00" } },
};
export default scenario;
