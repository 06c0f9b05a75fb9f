import type { Scenario } from "../scenario";

// approvedJobs 150 -> 50%: 50,000,000.01 x 0.50 = 25,000,000.005 -> half-up 25,000,000.01
// trace: base 50,000,000.01, proration 25,000,000.01 - 50,000,000.01 = -25,000,000.00 (the rounding is inside it)
// fifth = 25,000,000.01 / 5 = 5,000,000.002 -> 5,000,000.00; five fifths 25,000,000.00 (1 cent under the total)
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
        scheduled: "5000000.00",
        allowed: "5000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "25000000.00",
    scheduledTotal: "25000000.00",
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
      amount: "-0.01",
    },
  },
};
export default scenario;
