import type { Scenario } from "../scenario";

// floor 19.104 (as c2-wage-floor-2026-at-floor); 19.10 < 19.104 -> no bonus; grm base 4,000 -> 4,000.00
const scenario: Scenario = {
  title: "Wage floor 2026: 19.10 an hour is below 19.104",
  calc: "emerge.perJob",
  inputs: { location: "grm", childCare: true, lowestHourlyWage: "19.10", year: 2026 },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "c.(1)(k)": { applied: false, amount: null } },
};
export default scenario;
