import type { Scenario } from "../scenario";

// grm base 4,000; training none (default), trainingInstitutionMiles 5 is ignored (lead's decision) -> no (d)
// -> 4,000.00
const scenario: Scenario = {
  title: "Bonus (d): a distance without a training option is ignored",
  calc: "emerge.perJob",
  inputs: { location: "grm", trainingInstitutionMiles: 5 },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "c.(1)(d)": { applied: false, amount: null } },
};
export default scenario;
