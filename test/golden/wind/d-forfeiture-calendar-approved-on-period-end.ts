import type { Scenario } from "../scenario";

// firstYear 2025; 2026 period ends 2026-12-31; approval 2026-12-31 is not after the period's end -> not forfeited
// every year earned: allowed 80,000,000.00, forfeitedTotal 0.00
const scenario: Scenario = {
  title: "Calendar years: approval on the last day of the period, nothing forfeited",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    firstYear: 2025,
    documentationApprovalDate: "2026-12-31",
  },
  expect: {
    years: [
      {
        year: 1,
        taxYear: 2025,
        requiredJobs: 100,
        employment: 120,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: 2026,
        requiredJobs: 150,
        employment: 160,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: 2027,
        requiredJobs: 200,
        employment: 210,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: 2028,
        requiredJobs: 300,
        employment: 310,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: 2029,
        requiredJobs: 300,
        employment: 320,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "80000000.00",
    forfeitedTotal: "0.00",
  },
};
export default scenario;
