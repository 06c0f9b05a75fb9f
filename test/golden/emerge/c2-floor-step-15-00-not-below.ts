import type { Scenario } from "../scenario";

// s.75 c.(2), at the limit: 2019 minimum wage 10.00; floor = max(15, 1.20 x 10.00 = 12.00) = 15.00;
// lowest wage 15.00 is not below 15.00 -> c.(2) not applied, bonuses stand:
// grm 4,000 + (e) 500 = 4,500.00 (one past it: c2-floor-step-14-99-below)
const scenario: Scenario = {
  title: "Wage floor step: 15.00 an hour in 2019 is not below the floor",
  calc: "emerge.perJob",
  inputs: { location: "grm", smallBusiness: true, lowestHourlyWage: "15.00", year: 2019 },
  expect: { perJobCredit: "4500.00", status: "credit", bonusTotal: "500.00" },
  steps: {
    "c.(2)": { applied: false, amount: null, reasonIncludes: "not below the floor" },
    "c.(1)(e)": { applied: true, amount: "500.00" },
  },
};
export default scenario;
