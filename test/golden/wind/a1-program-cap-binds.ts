import type { Scenario } from "../scenario";

// base 80,000,000; 100% -> 80,000,000.00; programCapRemaining 25,000,000 -> total = min(80,000,000, 25,000,000) = 25,000,000.00
// fifth 5,000,000.00; all met -> allowed 25,000,000.00
const scenario: Scenario = {
  title: "Program cap remaining below the credit: the total is limited to it",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    programCapRemaining: 25000000,
  },
  expect: {
    eligible: true,
    creditBase: "80000000.00",
    totalCredit: "25000000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 120,
        scheduled: "5000000.00",
        allowed: "5000000.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 160,
        scheduled: "5000000.00",
        allowed: "5000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 210,
        scheduled: "5000000.00",
        allowed: "5000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 310,
        scheduled: "5000000.00",
        allowed: "5000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 320,
        scheduled: "5000000.00",
        allowed: "5000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "25000000.00",
  },
  steps: {
    "a.(1) cap": {
      applied: true,
      amount: "-55000000.00",
    },
  },
};
export default scenario;
