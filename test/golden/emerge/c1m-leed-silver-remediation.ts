import type { Scenario } from "../scenario";

// grm base 4,000; LEED silver with environmental remediation -> (m) 250 (Gold, or remediation; the larger one, never both) -> 4250.00
const scenario: Scenario = {
  title: "Bonus (m): LEED silver with environmental remediation",
  calc: "emerge.perJob",
  inputs: { location: "grm", leedRating: "silver", environmentalRemediation: true },
  expect: { perJobCredit: "4250.00", status: "credit" },
  steps: { "c.(1)(m)": { applied: true, amount: "250.00" } },
};
export default scenario;
