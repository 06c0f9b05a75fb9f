import type { Scenario } from "../scenario";

// employment 99.99 < 100 (not met), 150.01 >= 150, 199.5 < 200 (not met), 300, 300.5 -> 3 x 16,000,000 = 48,000,000.00
const scenario: Scenario = {
  title: "Employment as averages of monthly counts (fractions) against the minimums",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [99.99, 150.01, 199.5, 300, 300.5],
  },
  expect: {
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 99.99,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "not met",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 150.01,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 199.5,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "not met",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 300.5,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "48000000.00",
  },
};
export default scenario;
