import type { Scenario } from "../scenario";

// employment 120 (one value) = year 1 only: met; years 2-5 pending
// allowed 16,000,000.00; pendingTotal 4 x 16,000,000 = 64,000,000.00
const scenario: Scenario = {
  title: "A single employment value is compliance year 1",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: 120,
  },
  expect: {
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
        employment: null,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "pending",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: null,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "pending",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: null,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "pending",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: null,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "pending",
      },
    ],
    allowedTotal: "16000000.00",
    pendingTotal: "64000000.00",
  },
};
export default scenario;
