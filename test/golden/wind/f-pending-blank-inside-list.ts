import type { Scenario } from "../scenario";

// employment [120, blank, 210]: year 1 met, year 2 pending (blank), year 3 met, years 4-5 pending
// allowed = 2 x 16,000,000 = 32,000,000.00; pendingTotal = 3 x 16,000,000 = 48,000,000.00
const scenario: Scenario = {
  title: "A blank inside the employment list is a pending year",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, null, 210],
  },
  expect: {
    eligible: true,
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
        employment: 210,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
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
    allowedTotal: "32000000.00",
    pendingTotal: "48000000.00",
  },
};
export default scenario;
