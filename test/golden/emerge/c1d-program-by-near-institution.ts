import type { Scenario } from "../scenario";

// distressed base 3,000; training program provided by a State institution 3 miles away (<= 10) -> (d) 1,000;
// gross 4,000 <= 5,000 -> 4,000.00
const scenario: Scenario = {
  title: "Bonus (d): a funded program provided by an institution 3 miles away",
  calc: "emerge.perJob",
  inputs: { location: "distressed", training: "program", trainingInstitutionMiles: 3 },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "c.(1)(d)": { applied: true, amount: "1000.00" } },
};
export default scenario;
