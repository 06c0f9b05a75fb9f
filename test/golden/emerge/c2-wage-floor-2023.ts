import type { Scenario } from "../scenario";

// 2023 minimum wage 14.13; floor = max(15, 16.956) = 16.956; 16.95 < 16.956 -> no bonus;
// enhanced base 3,500 -> 3,500.00
const scenario: Scenario = {
  title: "Wage floor 2023: 16.95 an hour is below 1.2 x 14.13 = 16.956",
  calc: "emerge.perJob",
  inputs: { location: "enhanced", targetedIndustry: true, lowestHourlyWage: "16.95", year: 2023 },
  expect: { perJobCredit: "3500.00", status: "credit" },
  steps: { "c.(1)(h)": { applied: false, amount: null } },
};
export default scenario;
