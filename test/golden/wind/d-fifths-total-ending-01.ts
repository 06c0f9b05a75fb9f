import type { Scenario } from "../scenario";

// total 50,000,000.01 (owner, 100%); fifth = 50,000,000.01 / 5 = 10,000,000.002 -> down to 10,000,000.00
// (years 1-4); year 5 = 50,000,000.01 - 4 x 10,000,000.00 = 10,000,000.01; five years = the total
const scenario: Scenario = {
  title: "Fifths of a total ending in .01: year 5 takes the 1 cent",
  calc: "wind.schedule",
  inputs: { capitalInvestment: "50000000.01", employment: [100, 150, 200, 300, 300] },
  expect: {
    totalCredit: "50000000.01",
    scheduledTotal: "50000000.01",
    allowedTotal: "50000000.01",
    years: [
      { year: 1, scheduled: "10000000.00", allowed: "10000000.00", status: "earned" },
      { year: 2, scheduled: "10000000.00", allowed: "10000000.00", status: "earned" },
      { year: 3, scheduled: "10000000.00", allowed: "10000000.00", status: "earned" },
      { year: 4, scheduled: "10000000.00", allowed: "10000000.00", status: "earned" },
      { year: 5, scheduled: "10000000.01", allowed: "10000000.01", status: "earned" },
    ],
  },
};
export default scenario;
