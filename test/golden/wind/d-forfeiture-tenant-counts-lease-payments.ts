import type { Scenario } from "../scenario";

// tenant base 20,000,000 (100,000,000 x 0.2); fifth 4,000,000.00; lease payments 3,000,000 (year 1), 5,000,000 (year 2)
// firstYear 2026, approval 2027-01-15: year 1 (ends 2026-12-31) forfeited; it would have allowed min(4,000,000, 3,000,000) = 3,000,000
// year 2 (ends 2027-12-31): lease 5,000,000 not below 4,000,000 -> earned 4,000,000; years 3-5 no lease -> earned
// allowed 4 x 4,000,000 = 16,000,000.00; forfeitedTotal 3,000,000.00
const scenario: Scenario = {
  title: "A tenant's forfeited year counts what it would have allowed: the lower lease payments",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 100000000,
    tenantLeasedShare: 0.2,
    employment: [100, 150, 200, 300, 300],
    leasePayments: [3000000, 5000000],
    firstYear: 2026,
    documentationApprovalDate: "2027-01-15",
  },
  expect: {
    years: [
      {
        year: 1,
        taxYear: 2026,
        requiredJobs: 100,
        employment: 100,
        scheduled: "4000000.00",
        allowed: "0.00",
        status: "forfeited",
      },
      {
        year: 2,
        taxYear: 2027,
        requiredJobs: 150,
        employment: 150,
        scheduled: "4000000.00",
        allowed: "4000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: 2028,
        requiredJobs: 200,
        employment: 200,
        scheduled: "4000000.00",
        allowed: "4000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: 2029,
        requiredJobs: 300,
        employment: 300,
        scheduled: "4000000.00",
        allowed: "4000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: 2030,
        requiredJobs: 300,
        employment: 300,
        scheduled: "4000000.00",
        allowed: "4000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "16000000.00",
    forfeitedTotal: "3000000.00",
    pendingTotal: "0.00",
  },
};
export default scenario;
