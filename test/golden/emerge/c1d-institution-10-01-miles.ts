import type { Scenario } from "../scenario";

// grm base 4,000; training institution, 10.01 miles > 10 -> (d) 500; gross 4,500 -> 4,500.00
const scenario: Scenario = {
  title: "Bonus (d): State institution 10.01 miles away earns 500",
  calc: "emerge.perJob",
  inputs: { location: "grm", training: "institution", trainingInstitutionMiles: "10.01" },
  expect: { perJobCredit: "4500.00", status: "credit" },
  steps: { "c.(1)(d)": { applied: true, amount: "500.00" } },
};
export default scenario;
