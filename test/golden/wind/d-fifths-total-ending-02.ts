import type { Scenario } from "../scenario";

// total 50,000,000.02 (owner, 100%); fifth = 50,000,000.02 / 5 = 10,000,000.004 -> down to 10,000,000.00
// (years 1-4); year 5 = 50,000,000.02 - 4 x 10,000,000.00 = 10,000,000.02; five years = the total
const scenario: Scenario = {
  title: "Fifths of a total ending in .02: year 5 takes the 2 cents",
  calc: "wind.schedule",
  inputs: { capitalInvestment: "50000000.02", employment: [100, 150, 200, 300, 300] },
  expect: {
    totalCredit: "50000000.02",
    scheduledTotal: "50000000.02",
    allowedTotal: "50000000.02",
    years: [
      { year: 1, scheduled: "10000000.00", allowed: "10000000.00", status: "earned" },
      { year: 2, scheduled: "10000000.00", allowed: "10000000.00", status: "earned" },
      { year: 3, scheduled: "10000000.00", allowed: "10000000.00", status: "earned" },
      { year: 4, scheduled: "10000000.00", allowed: "10000000.00", status: "earned" },
      { year: 5, scheduled: "10000000.02", allowed: "10000000.02", status: "earned" },
    ],
  },
};
export default scenario;
