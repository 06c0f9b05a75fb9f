import type { Scenario } from "../scenario";

// year 2020: minimum wage 11.00 -> floor max(15, 13.20) = 15; lowest 14 < 15 -> no bonus ((e) off);
// corridor base 2,500; B = 60,000, P = 48,000: below 0.20 -> 2,500 x 0.80 = 2,000.00
const scenario: Scenario = {
  title: "Wage floor failure and salary reduction together",
  calc: "emerge.perJob",
  inputs: {
    location: "corridor",
    smallBusiness: true,
    lowestHourlyWage: 14,
    year: 2020,
    projectMedianSalary: 48000,
    benchmarkMedianSalary: 60000,
  },
  expect: { perJobCredit: "2000.00", status: "credit" },
  steps: { "c.(1)(e)": { applied: false, amount: null } },
};
export default scenario;
