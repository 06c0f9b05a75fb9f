import type { Scenario } from "../scenario";

// 2026 minimum wage 15.92; floor = max(15, 1.20 x 15.92 = 19.104) = 19.104; lowest 19.104 not below
// -> grm 4,000 + (k) 1,000 -> 5,000.00
const scenario: Scenario = {
  title: "Wage floor 2026: 19.104 an hour passes (1.2 x 15.92)",
  calc: "emerge.perJob",
  inputs: { location: "grm", childCare: true, lowestHourlyWage: "19.104", year: 2026 },
  expect: { perJobCredit: "5000.00", status: "credit" },
  steps: { "c.(1)(k)": { applied: true, amount: "1000.00" } },
};
export default scenario;
