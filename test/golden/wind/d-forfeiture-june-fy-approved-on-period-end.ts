import type { Scenario } from "../scenario";

// firstYear 2025, periodEndMonth 6. v2: tax year Y is the CBT-100 year, so a June period of tax
// year 2025 ends 2026-06-30: periods end 2026-06-30, 2027-06-30, 2028-06-30, 2029-06-30, 2030-06-30
// (v1 had 2025-06-30 ... 2029-06-30). Year 1 ends 2026-06-30, after 2026-01-13, but approval
// 2026-06-30 is not after it: nothing forfeited. allowed 80,000,000.00
const scenario: Scenario = {
  title: "June fiscal years: tax year 2025 ends 2026-06-30, approved that day, nothing forfeited",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    firstYear: 2025,
    periodEndMonth: 6,
    documentationApprovalDate: "2026-06-30",
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
        periodEnd: "2026-06-30",
      },
      {
        year: 2,
        taxYear: 2026,
        requiredJobs: 150,
        employment: 160,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2027-06-30",
      },
      {
        year: 3,
        taxYear: 2027,
        requiredJobs: 200,
        employment: 210,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2028-06-30",
      },
      {
        year: 4,
        taxYear: 2028,
        requiredJobs: 300,
        employment: 310,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2029-06-30",
      },
      {
        year: 5,
        taxYear: 2029,
        requiredJobs: 300,
        employment: 320,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2030-06-30",
      },
    ],
    allowedTotal: "80000000.00",
    forfeitedTotal: "0.00",
  },
};
export default scenario;
