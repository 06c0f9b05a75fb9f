import type { Scenario } from "../scenario";

// approvedJobs 150 -> 50%, M = 150; total = 100,000,000 x 0.50 = 50,000,000.00; fifth 10,000,000.00
// R = ceil(100x150/300)=50, ceil(150x150/300)=75, ceil(200x150/300)=100, 150, 150 (year 5 = year 4)
// employment exactly at each minimum -> all earned: 50,000,000.00
const scenario: Scenario = {
  title: "150 approved jobs: 50% of the investment, minimums scaled by 150/300",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 100000000,
    approvedJobs: 150,
    employment: [50, 75, 100, 150, 150],
  },
  expect: {
    eligible: true,
    creditBase: "100000000.00",
    totalCredit: "50000000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 50,
        employment: 50,
        scheduled: "10000000.00",
        allowed: "10000000.00",
        status: "earned",
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
        employment: 150,
        scheduled: "10000000.00",
        allowed: "10000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "50000000.00",
    prorationShare: "0.5",
    proratedMinimum: 150,
  },
  steps: {
    "19:31S-1.9": {
      applied: true,
      amount: "-50000000.00",
    },
  },
};
export default scenario;
