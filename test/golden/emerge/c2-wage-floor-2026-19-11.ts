import type { Scenario } from "../scenario";

// floor 19.104; 19.11 >= 19.104 -> bonuses stand: grm 4,000 + (k) 1,000 -> 5,000.00
const scenario: Scenario = {
  title: "Wage floor 2026: 19.11 an hour passes",
  calc: "emerge.perJob",
  inputs: { location: "grm", childCare: true, lowestHourlyWage: "19.11", year: 2026 },
  expect: { perJobCredit: "5000.00", status: "credit" },
};
export default scenario;
