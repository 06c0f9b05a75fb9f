import type { Scenario } from "../scenario";

// total = 50,000,000.03 (100%); v2: fifth = 10,000,000.006 -> down to 10,000,000.00 (years 1-4);
// year 5 = 50,000,000.03 - 4 x 10,000,000.00 = 10,000,000.03; five years 50,000,000.03 = the total
// (v1 rounded every fifth to 10,000,000.01: 50,000,000.05, 2 cents over)
const scenario: Scenario = {
  title: "Fifths of a total ending in .03: years 1-4 rounded down, year 5 takes the 3 cents",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: "50000000.03",
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    eligible: true,
    totalCredit: "50000000.03",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "10000000.00",
        allowed: "10000000.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 150,
        scheduled: "10000000.00",
        allowed: "10000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "10000000.00",
        allowed: "10000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "10000000.00",
        allowed: "10000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "10000000.03",
        allowed: "10000000.03",
        status: "earned",
      },
    ],
    allowedTotal: "50000000.03",
    scheduledTotal: "50000000.03",
  },
  steps: {
    "d. fifths": {
      applied: false,
      amount: null,
      reasonIncludes: "year 5 gets the rest",
    },
  },
};
export default scenario;
