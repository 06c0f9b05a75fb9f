import type { Scenario } from "../scenario";

// approvedJobs 150 -> 50%: 50,000,000.01 x 0.50 = 25,000,000.005 -> half-up 25,000,000.01
// trace: base 50,000,000.01, proration 25,000,000.01 - 50,000,000.01 = -25,000,000.00 (the rounding is inside it)
// v2: fifth = 25,000,000.01 / 5 = 5,000,000.002 -> down to 5,000,000.00 (years 1-4);
// year 5 = 25,000,000.01 - 4 x 5,000,000.00 = 5,000,000.01; five years 25,000,000.01 = the total
// (was 5 x 5,000,000.00 = 25,000,000.00, 1 cent under). Minimums 50, 75, 100, 150, 150: all met.
const scenario: Scenario = {
  title: "Prorated total ending in half a cent rounds up",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: "50000000.01",
    approvedJobs: 150,
    employment: [50, 75, 100, 150, 150],
  },
  expect: {
    eligible: true,
    creditBase: "50000000.01",
    totalCredit: "25000000.01",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 50,
        employment: 50,
        scheduled: "5000000.00",
        allowed: "5000000.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 75,
        employment: 75,
        scheduled: "5000000.00",
        allowed: "5000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "5000000.00",
        allowed: "5000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 150,
        employment: 150,
        scheduled: "5000000.00",
        allowed: "5000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 150,
        employment: 150,
        scheduled: "5000000.01",
        allowed: "5000000.01",
        status: "earned",
      },
    ],
    allowedTotal: "25000000.01",
    scheduledTotal: "25000000.01",
  },
  steps: {
    "19:31S-1.9": {
      applied: true,
      amount: "-25000000.00",
    },
    "d. rounding": {
      applied: true,
      amount: null,
      reasonIncludes: "$25,000,000.005 rounds to $25,000,000.01",
    },
    "d. fifths": {
      applied: false,
      amount: null,
      reasonIncludes: "year 5 gets the rest",
    },
  },
};
export default scenario;
