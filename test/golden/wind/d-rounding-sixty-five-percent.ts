import type { Scenario } from "../scenario";

// approvedJobs 220 -> 65%: 50,000,000.03 x 0.65 = 32,500,000.0195 -> 32,500,000.02
// v2: fifth = 32,500,000.02 / 5 = 6,500,000.004 -> down to 6,500,000.00 (years 1-4);
// year 5 = 32,500,000.02 - 4 x 6,500,000.00 = 6,500,000.02; five years 32,500,000.02 = the total
// (was 5 x 6,500,000.00, 2 cents under). Minimums 67, 100, 134, 200, 200: all met.
const scenario: Scenario = {
  title: "65% of an amount with cents: rounded once, year 5 takes the 2 cents the fifths leave",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: "50000000.03",
    approvedJobs: 220,
    employment: [67, 100, 134, 200, 200],
  },
  expect: {
    eligible: true,
    totalCredit: "32500000.02",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 67,
        employment: 67,
        scheduled: "6500000.00",
        allowed: "6500000.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "6500000.00",
        allowed: "6500000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 134,
        employment: 134,
        scheduled: "6500000.00",
        allowed: "6500000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "6500000.00",
        allowed: "6500000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "6500000.02",
        allowed: "6500000.02",
        status: "earned",
      },
    ],
    allowedTotal: "32500000.02",
    scheduledTotal: "32500000.02",
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
