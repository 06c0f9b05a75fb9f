import type { Scenario } from "../scenario";

// firstYear 2026 (v1 scenario had 2027: in v2 tax year 2026's February period ends 2027-02-28),
// periodEndMonth 2; approval 2028-02-29: year 1 (ends 2027-02-28) forfeited; year 2 ends
// 2028-02-29 = approval: not forfeited
// allowed 4 x 16,000,000 = 64,000,000.00; forfeitedTotal 16,000,000.00
const scenario: Scenario = {
  title: "February fiscal years: approval on 2028-02-29 saves the 2028 year",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    firstYear: 2026,
    periodEndMonth: 2,
    documentationApprovalDate: "2028-02-29",
  },
  expect: {
    years: [
      {
        year: 1,
        taxYear: 2026,
        requiredJobs: 100,
        employment: 120,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "forfeited",
        periodEnd: "2027-02-28",
      },
      {
        year: 2,
        taxYear: 2027,
        requiredJobs: 150,
        employment: 160,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2028-02-29",
      },
      {
        year: 3,
        taxYear: 2028,
        requiredJobs: 200,
        employment: 210,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2029-02-28",
      },
      {
        year: 4,
        taxYear: 2029,
        requiredJobs: 300,
        employment: 310,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2030-02-28",
      },
      {
        year: 5,
        taxYear: 2030,
        requiredJobs: 300,
        employment: 320,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2031-02-28",
      },
    ],
    allowedTotal: "64000000.00",
    forfeitedTotal: "16000000.00",
  },
};
export default scenario;
