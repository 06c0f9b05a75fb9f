import type { Scenario } from "../scenario";

// no lowestHourlyWage (and no year): bonuses apply; grm 4,000 + (e) 500 -> 4,500.00
const scenario: Scenario = {
  title: "Wage floor not checked when lowestHourlyWage is not given",
  calc: "emerge.perJob",
  inputs: { location: "grm", smallBusiness: true },
  expect: { perJobCredit: "4500.00", status: "credit" },
  steps: { "c.(1)(e)": { applied: true, amount: "500.00" } },
};
export default scenario;
