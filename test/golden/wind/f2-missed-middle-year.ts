import type { Scenario } from "../scenario";

// total 80,000,000.00; fifth 16,000,000.00; R = 100, 150, 200, 300, 300
// employment 120 met, 140 < 150 not met, 210, 310, 320 met -> allowed 4 x 16,000,000 = 64,000,000.00
const scenario: Scenario = {
  title: "A missed middle year earns nothing; later years stay available",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 140, 210, 310, 320],
  },
  expect: {
    eligible: true,
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
        employment: 140,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "not met",
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
    allowedTotal: "64000000.00",
    forfeitedTotal: "0.00",
    pendingTotal: "0.00",
  },
  steps: {
    "f.(2) year 2": {
      applied: true,
      amount: "-16000000.00",
      reasonIncludes: "below the minimum of 150",
    },
  },
};
export default scenario;
