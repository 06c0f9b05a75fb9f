import type { Scenario } from "../scenario";

// grm base 4,000; LEED platinum -> (m) 500 (exceeds Gold; the larger one, never both: not 500 + 250) -> 4500.00
const scenario: Scenario = {
  title: "Bonus (m): LEED platinum",
  calc: "emerge.perJob",
  inputs: { location: "grm", leedRating: "platinum" },
  expect: { perJobCredit: "4500.00", status: "credit" },
  steps: { "c.(1)(m)": { applied: true, amount: "500.00" } },
};
export default scenario;
