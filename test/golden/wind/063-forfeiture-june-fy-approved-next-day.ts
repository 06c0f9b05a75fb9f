import type { Scenario } from "../scenario";

// firstYear 2025, periodEndMonth 6; approval 2026-07-01
// year 1 ends 2025-06-30: not after 2026-01-13 -> earned (even though approval came later)
// year 2 ends 2026-06-30: after 2026-01-13, approval 2026-07-01 after it -> forfeited 16,000,000
// years 3-5 end 2027-06-30 and later: approved before -> earned
// allowed 64,000,000.00; forfeitedTotal 16,000,000.00
const scenario: Scenario = {
  title: "June fiscal years: approval on July 1, 2026 forfeits the year ending June 30, 2026",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    firstYear: 2025,
    periodEndMonth: 6,
    documentationApprovalDate: "2026-07-01",
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
        allowed: "0.00",
        status: "forfeited",
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
    allowedTotal: "64000000.00",
    forfeitedTotal: "16000000.00",
  },
};
export default scenario;
