import type { Scenario } from "../scenario";

// grm base 4,000; training institution, 10 miles <= 10 -> (d) 1,000; gross 5,000 -> 5,000.00
const scenario: Scenario = {
  title: "Bonus (d): State institution exactly 10 miles away earns 1,000",
  calc: "emerge.perJob",
  inputs: { location: "grm", training: "institution", trainingInstitutionMiles: 10 },
  expect: { perJobCredit: "5000.00", status: "credit" },
  steps: { "c.(1)(d)": { applied: true, amount: "1000.00" } },
};
export default scenario;
