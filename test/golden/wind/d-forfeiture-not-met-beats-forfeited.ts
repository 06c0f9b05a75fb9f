import type { Scenario } from "../scenario";

// firstYear 2025 (December periods), approval 2027-06-01. Total 80,000,000.00, fifth 16,000,000.00.
// Period 1 (2025, ends 2025-12-31, not after 2026-01-13): 100 >= 100, compliance year 1, earned.
// Period 2 (2026, ends 2026-12-31, after 2026-01-13, documentation unapproved at its end: the
// forfeiture test holds) but 140 < 150: not met, not forfeited.
// Periods 3-5 (2027-2029) end after the approval: 210 >= 200, 310 >= 300, 320 >= 300: earned.
// allowed 4 x 16,000,000 = 64,000,000.00; not met 16,000,000.00; forfeitedTotal 0.00
const scenario: Scenario = {
  title:
    "A year whose minimum is missed is 'not met', not forfeited, and adds nothing to the forfeited total",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [100, 140, 210, 310, 320],
    firstYear: 2025,
    documentationApprovalDate: "2027-06-01",
  },
  expect: {
    years: [
      {
        year: 1,
        period: 1,
        taxYear: 2025,
        employment: 100,
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 2,
        period: 2,
        taxYear: 2026,
        requiredJobs: 150,
        employment: 140,
        allowed: "0.00",
        status: "not met",
      },
      {
        year: 3,
        period: 3,
        taxYear: 2027,
        employment: 210,
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 4,
        period: 4,
        taxYear: 2028,
        employment: 310,
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 5,
        period: 5,
        taxYear: 2029,
        employment: 320,
        allowed: "16000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "64000000.00",
    notMetTotal: "16000000.00",
    forfeitedTotal: "0.00",
  },
};
export default scenario;
