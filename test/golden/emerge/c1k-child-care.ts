import type { Scenario } from "../scenario";

// grm base 4,000; childCare -> (k) +1,000 -> 5,000.00
const scenario: Scenario = {
  title: "Bonus (k): child care",
  calc: "emerge.perJob",
  inputs: { location: "grm", childCare: true },
  expect: { perJobCredit: "5000.00", status: "credit" },
  steps: { "c.(1)(k)": { applied: true, amount: "1000.00" } },
};
export default scenario;
