import type { Scenario } from "../scenario";

// firstYear 2026, approval 2027-06-01: year 1 ends 2026-12-31 (forfeiture test holds) but 90 < 100: not met
// year 2 ends 2027-12-31, approved before: earned; years 3-5 earned
// allowed 4 x 16,000,000 = 64,000,000.00; forfeitedTotal 0.00
const scenario: Scenario = {
  title:
    "A year whose minimum is missed is 'not met', not forfeited, and adds nothing to the forfeited total",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [90, 160, 210, 310, 320],
    firstYear: 2026,
    documentationApprovalDate: "2027-06-01",
  },
  expect: {
    years: [
      {
        year: 1,
        taxYear: 2026,
        requiredJobs: 100,
        employment: 90,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "not met",
      },
      {
        year: 2,
        taxYear: 2027,
        requiredJobs: 150,
        employment: 160,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: 2028,
        requiredJobs: 200,
        employment: 210,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: 2029,
        requiredJobs: 300,
        employment: 310,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: 2030,
        requiredJobs: 300,
        employment: 320,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "64000000.00",
    forfeitedTotal: "0.00",
  },
};
export default scenario;
