import type { Scenario } from "../scenario";

// floor 15.00 (as c2-wage-floor-2019-at-floor); 14.99 < 15.00 -> no bonus: (e) not applied; grm base 4,000 -> 4,000.00
const scenario: Scenario = {
  title: "Wage floor 2019: 14.99 an hour removes the bonuses",
  calc: "emerge.perJob",
  inputs: { location: "grm", smallBusiness: true, lowestHourlyWage: "14.99", year: 2019 },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "c.(1)(e)": { applied: false, amount: null } },
};
export default scenario;
