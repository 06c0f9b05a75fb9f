import type { Scenario } from "../scenario";

// grm base 4,000; LEED none earns nothing (Silver or below, no remediation) -> 4000.00
const scenario: Scenario = {
  title: "Bonus (m): LEED none",
  calc: "emerge.perJob",
  inputs: { location: "grm", leedRating: "none" },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "c.(1)(m)": { applied: false, amount: null } },
};
export default scenario;
