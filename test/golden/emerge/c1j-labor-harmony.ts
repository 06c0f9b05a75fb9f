import type { Scenario } from "../scenario";

// grm base 4,000; laborHarmony -> (j) +2,000; gross 6,000 <= cap 8,000 + 1,000 -> 6,000.00
const scenario: Scenario = {
  title: "Bonus (j): labor harmony agreement",
  calc: "emerge.perJob",
  inputs: { location: "grm", laborHarmony: true },
  expect: { perJobCredit: "6000.00", status: "credit" },
  steps: { "c.(1)(j)": { applied: true, amount: "2000.00" } },
};
export default scenario;
