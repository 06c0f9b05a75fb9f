import type { Scenario } from "../scenario";

// total 80,000,000.00; fifth 16,000,000.00; all five years pending -> allowed 0.00, pendingTotal 80,000,000.00
const scenario: Scenario = {
  title: "No employment given: every year pending",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
  },
  expect: {
    eligible: true,
    totalCredit: "80000000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: null,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "pending",
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
    allowedTotal: "0.00",
    forfeitedTotal: "0.00",
    pendingTotal: "80000000.00",
  },
};
export default scenario;
