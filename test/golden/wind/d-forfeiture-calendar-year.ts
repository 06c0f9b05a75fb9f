import type { Scenario } from "../scenario";

// firstYear 2025, periods end December 31: 2025-12-31, 2026-12-31, 2027-12-31, 2028-12-31, 2029-12-31
// approval 2027-03-01. 2025-12-31 is not after 2026-01-13: not forfeited (earned)
// 2026-12-31 is after 2026-01-13 and approval 2027-03-01 is after it: forfeited 16,000,000
// 2027-12-31 and later: approved before the period ended: earned
// allowed = 4 x 16,000,000 = 64,000,000.00; forfeitedTotal 16,000,000.00
const scenario: Scenario = {
  title: "Calendar years: the 2026 year forfeited while documentation stayed unapproved",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    firstYear: 2025,
    documentationApprovalDate: "2027-03-01",
  },
  expect: {
    eligible: true,
    years: [
      {
        year: 1,
        taxYear: 2025,
        requiredJobs: 100,
        employment: 120,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2025-12-31",
      },
      {
        year: 2,
        taxYear: 2026,
        requiredJobs: 150,
        employment: 160,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "forfeited",
        periodEnd: "2026-12-31",
      },
      {
        year: 3,
        taxYear: 2027,
        requiredJobs: 200,
        employment: 210,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2027-12-31",
      },
      {
        year: 4,
        taxYear: 2028,
        requiredJobs: 300,
        employment: 310,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2028-12-31",
      },
      {
        year: 5,
        taxYear: 2029,
        requiredJobs: 300,
        employment: 320,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2029-12-31",
      },
    ],
    allowedTotal: "64000000.00",
    forfeitedTotal: "16000000.00",
    pendingTotal: "0.00",
  },
  steps: {
    "d. forfeiture year 2": {
      applied: true,
      amount: "-16000000.00",
    },
    "d. forfeiture year 1": {
      applied: false,
      reasonIncludes: "not after 2026-01-13",
    },
  },
};
export default scenario;
