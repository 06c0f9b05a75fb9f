import type { Scenario } from "../scenario";

// total = 50,000,000.03 (100%); fifth = 10,000,000.006 -> 10,000,000.01; five fifths 50,000,000.05 = total + 0.02
const scenario: Scenario = {
  title: "Five rounded fifths 2 cents over the total",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: "50000000.03",
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    eligible: true,
    totalCredit: "50000000.03",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "10000000.01",
        allowed: "10000000.01",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 150,
        scheduled: "10000000.01",
        allowed: "10000000.01",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "10000000.01",
        allowed: "10000000.01",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "10000000.01",
        allowed: "10000000.01",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "10000000.01",
        allowed: "10000000.01",
        status: "earned",
      },
    ],
    allowedTotal: "50000000.05",
    scheduledTotal: "50000000.05",
  },
  steps: {
    "d. fifths": {
      applied: true,
      amount: "0.02",
    },
  },
};
export default scenario;
