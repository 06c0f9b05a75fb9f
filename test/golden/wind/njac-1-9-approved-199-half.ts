import type { Scenario } from "../scenario";

// approvedJobs 199 -> 50%, M = 150; total 50,000,000.00; fifth 10,000,000.00; R = 50, 75, 100, 150, 150
// employment 49 < 50 (not met), 75, 100, 150 met, 149.99 < 150 (not met)
// allowed = 3 x 10,000,000 = 30,000,000.00
const scenario: Scenario = {
  title: "199 approved jobs: still 50%; years 1 and 5 a fraction short",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 100000000,
    approvedJobs: 199,
    employment: [49, 75, 100, 150, 149.99],
  },
  expect: {
    eligible: true,
    totalCredit: "50000000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 50,
        employment: 49,
        scheduled: "10000000.00",
        allowed: "0.00",
        status: "not met",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 75,
        employment: 75,
        scheduled: "10000000.00",
        allowed: "10000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "10000000.00",
        allowed: "10000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 150,
        employment: 150,
        scheduled: "10000000.00",
        allowed: "10000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 150,
        employment: 149.99,
        scheduled: "10000000.00",
        allowed: "0.00",
        status: "not met",
      },
    ],
    allowedTotal: "30000000.00",
    forfeitedTotal: "0.00",
    pendingTotal: "0.00",
  },
  steps: {
    "f.(1) year 1": {
      applied: true,
      amount: "-10000000.00",
    },
    "f.(4) year 5": {
      applied: true,
      amount: "-10000000.00",
    },
  },
};
export default scenario;
