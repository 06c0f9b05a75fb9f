import type { Scenario } from "../scenario";

// s.75 c.(2), one cent past the limit: floor 15.00 (2019: max(15, 1.20 x 10.00 = 12.00));
// 14.99 < 15.00 -> c.(2) applied: no bonus; (e) not applied; grm base 4,000 -> 4,000.00
const scenario: Scenario = {
  title: "Wage floor step: 14.99 an hour in 2019 is below the floor, no bonus",
  calc: "emerge.perJob",
  inputs: { location: "grm", smallBusiness: true, lowestHourlyWage: "14.99", year: 2019 },
  expect: { perJobCredit: "4000.00", status: "credit", bonusTotal: "0.00" },
  steps: {
    "c.(2)": { applied: true, amount: null, reasonIncludes: "no bonus is awarded" },
    "c.(1)(e)": { applied: false, amount: null },
  },
};
export default scenario;
