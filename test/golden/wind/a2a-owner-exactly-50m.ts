import type { Scenario } from "../scenario";

// owner: counted = 50,000,000 + min(0, max(0, 50,000,000 - 50,000,000) = 0) = 50,000,000 >= 50,000,000: eligible
// approvedJobs 300 (default) -> 100%; total = 50,000,000.00; fifth = 50,000,000 / 5 = 10,000,000.00
// R = 100, 150, 200, 300, 300; employment meets each exactly -> every year earned
// allowed 5 x 10,000,000 = 50,000,000.00
const scenario: Scenario = {
  title: 'Owner with exactly $50,000,000: eligible ("not less than")',
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 50000000,
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    eligible: true,
    reasons: [],
    creditBase: "50000000.00",
    totalCredit: "50000000.00",
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
        scheduled: "10000000.00",
        allowed: "10000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "50000000.00",
    forfeitedTotal: "0.00",
    pendingTotal: "0.00",
  },
  steps: {
    "a.(2)(a)": {
      applied: false,
    },
    "d. base": {
      applied: true,
      amount: "50000000.00",
    },
  },
};
export default scenario;
