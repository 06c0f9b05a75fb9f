import type { Scenario } from "../scenario";

// 2019 minimum wage 10.00 (last rate in force); floor = max(15, 1.20 x 10.00 = 12.00) = 15.00;
// lowest wage 15.00 is not below -> bonuses stand: grm 4,000 + (e) 500 -> 4,500.00
const scenario: Scenario = {
  title: "Wage floor 2019: 15.00 an hour passes (floor max(15, 12.00) = 15)",
  calc: "emerge.perJob",
  inputs: { location: "grm", smallBusiness: true, lowestHourlyWage: 15, year: 2019 },
  expect: { perJobCredit: "4500.00", status: "credit" },
  steps: { "c.(1)(e)": { applied: true, amount: "500.00" } },
};
export default scenario;
