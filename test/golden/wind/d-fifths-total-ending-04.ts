import type { Scenario } from "../scenario";

// total 50,000,000.04 (owner, 100%); fifth = 50,000,000.04 / 5 = 10,000,000.008 -> down to 10,000,000.00
// (years 1-4); year 5 = 50,000,000.04 - 4 x 10,000,000.00 = 10,000,000.04; five years = the total
const scenario: Scenario = {
  title: "Fifths of a total ending in .04: year 5 takes the 4 cents",
  calc: "wind.schedule",
  inputs: { capitalInvestment: "50000000.04", employment: [100, 150, 200, 300, 300] },
  expect: {
    totalCredit: "50000000.04",
    scheduledTotal: "50000000.04",
    allowedTotal: "50000000.04",
    years: [
      { year: 1, scheduled: "10000000.00", allowed: "10000000.00", status: "earned" },
      { year: 2, scheduled: "10000000.00", allowed: "10000000.00", status: "earned" },
      { year: 3, scheduled: "10000000.00", allowed: "10000000.00", status: "earned" },
      { year: 4, scheduled: "10000000.00", allowed: "10000000.00", status: "earned" },
      { year: 5, scheduled: "10000000.04", allowed: "10000000.04", status: "earned" },
    ],
  },
};
export default scenario;
