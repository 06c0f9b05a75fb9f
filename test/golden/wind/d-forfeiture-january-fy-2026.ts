import type { Scenario } from "../scenario";

// firstYear 2026, periodEndMonth 1. v2: a January period of tax year 2026 ends 2027-01-31 (the
// CBT-100 year: periods ending July 31, 2026 to June 30, 2027). Year 1 ends 2027-01-31; approval
// 2026-02-01 is before every period end: nothing forfeited (v1 read year 1 as ending 2026-01-31
// and forfeited it). allowed 5 x 16,000,000 = 80,000,000.00; forfeitedTotal 0.00
const scenario: Scenario = {
  title: "January fiscal tax year 2026 ends 2027-01-31: approved 2026-02-01, nothing forfeited",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    firstYear: 2026,
    periodEndMonth: 1,
    documentationApprovalDate: "2026-02-01",
  },
  expect: {
    years: [
      {
        year: 1,
        taxYear: 2026,
        requiredJobs: 100,
        employment: 120,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2027-01-31",
      },
      {
        year: 2,
        taxYear: 2027,
        requiredJobs: 150,
        employment: 160,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2028-01-31",
      },
      {
        year: 3,
        taxYear: 2028,
        requiredJobs: 200,
        employment: 210,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2029-01-31",
      },
      {
        year: 4,
        taxYear: 2029,
        requiredJobs: 300,
        employment: 310,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2030-01-31",
      },
      {
        year: 5,
        taxYear: 2030,
        requiredJobs: 300,
        employment: 320,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2031-01-31",
      },
    ],
    allowedTotal: "80000000.00",
    forfeitedTotal: "0.00",
  },
};
export default scenario;
