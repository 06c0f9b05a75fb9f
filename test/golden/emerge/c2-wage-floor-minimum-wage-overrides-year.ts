import type { Scenario } from "../scenario";

// year 2026 (table 15.92 -> floor 19.104) but minimumWage 11.00 given -> floor max(15, 13.20) = 15.00;
// lowest 16.00 passes -> distressed 3,000 + (i) 500 -> 3,500.00 (with the table rate 16.00 < 19.104 would fail)
const scenario: Scenario = {
  title: "minimumWage given overrides the year's table rate",
  calc: "emerge.perJob",
  inputs: {
    location: "distressed",
    incubator: true,
    lowestHourlyWage: 16,
    minimumWage: 11,
    year: 2026,
  },
  expect: { perJobCredit: "3500.00", status: "credit" },
  steps: { "c.(1)(i)": { applied: true, amount: "500.00" } },
};
export default scenario;
