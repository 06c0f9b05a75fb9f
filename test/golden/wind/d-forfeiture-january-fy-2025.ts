import type { Scenario } from "../scenario";

// firstYear 2025, periodEndMonth 1. v2: a January period of tax year 2025 ends 2026-01-31.
// year 1 ends 2026-01-31 (after 2026-01-13), approval 2026-02-01 after it -> forfeited
// (v1: year 1 ended 2025-01-31 and year 2 was the forfeited one); years 2-5 earned
// allowed 64,000,000.00; forfeitedTotal 16,000,000.00
const scenario: Scenario = {
  title: "January fiscal tax year 2025 ends 2026-01-31, just after 2026-01-13: forfeited",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    firstYear: 2025,
    periodEndMonth: 1,
    documentationApprovalDate: "2026-02-01",
  },
  expect: {
    years: [
      {
        year: 1,
        taxYear: 2025,
        requiredJobs: 100,
        employment: 120,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "forfeited",
        periodEnd: "2026-01-31",
      },
      {
        year: 2,
        taxYear: 2026,
        requiredJobs: 150,
        employment: 160,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2027-01-31",
      },
      {
        year: 3,
        taxYear: 2027,
        requiredJobs: 200,
        employment: 210,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2028-01-31",
      },
      {
        year: 4,
        taxYear: 2028,
        requiredJobs: 300,
        employment: 310,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2029-01-31",
      },
      {
        year: 5,
        taxYear: 2029,
        requiredJobs: 300,
        employment: 320,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2030-01-31",
      },
    ],
    allowedTotal: "64000000.00",
    forfeitedTotal: "16000000.00",
  },
};
export default scenario;
