import type { Scenario } from "../scenario";

// approvedJobs 220 -> 65%: 50,000,000.03 x 0.65 = 32,500,000.0195 -> 32,500,000.02
// fifth = 32,500,000.02 / 5 = 6,500,000.004 -> 6,500,000.00; five fifths 32,500,000.00 = total - 0.02
const scenario: Scenario = {
  title: "65% of an amount with cents: rounded once, then fifths 2 cents under",
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
        scheduled: "6500000.00",
        allowed: "6500000.00",
        status: "earned",
      },
    ],
    allowedTotal: "32500000.00",
    scheduledTotal: "32500000.00",
  },
  steps: {
    "d. fifths": {
      amount: "-0.02",
    },
  },
};
export default scenario;
