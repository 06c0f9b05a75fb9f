import type { Scenario } from "../scenario";

// approvedJobs 300 -> 100%, M = 300; total = 80,000,000.00; fifth 16,000,000.00; R = 100, 150, 200, 300, 300
// employment 120, 160, 210, 310, 320 all met -> 5 x 16,000,000 = 80,000,000.00
const scenario: Scenario = {
  title: "300 approved jobs: 100% (the people's example: $80,000,000, 120/160/210/310/320 jobs)",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    approvedJobs: 300,
    employment: [120, 160, 210, 310, 320],
  },
  expect: {
    eligible: true,
    reasons: [],
    creditBase: "80000000.00",
    totalCredit: "80000000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 120,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 160,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 210,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 310,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 320,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "80000000.00",
    forfeitedTotal: "0.00",
    pendingTotal: "0.00",
    prorationShare: "1",
    proratedMinimum: 300,
  },
  steps: {
    "19:31S-1.9": {
      applied: false,
    },
  },
};
export default scenario;
