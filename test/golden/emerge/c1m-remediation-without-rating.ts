import type { Scenario } from "../scenario";

// distressed base 3,000; environmentalRemediation, leedRating not given -> (m) 250; gross 3,250 -> 3,250.00
const scenario: Scenario = {
  title: "Bonus (m): remediation alone, no LEED rating given",
  calc: "emerge.perJob",
  inputs: { location: "distressed", environmentalRemediation: true },
  expect: { perJobCredit: "3250.00", status: "credit" },
  steps: { "c.(1)(m)": { applied: true, amount: "250.00" } },
};
export default scenario;
