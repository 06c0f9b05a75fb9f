import type { Scenario } from "../scenario";

// firstYear 2026, approval 2028-01-01; employment only for year 1
// year 1 ends 2026-12-31 (approval after): met but forfeited; year 2 ends 2027-12-31 (approval after): pending but forfeited
// years 3-5 end 2028-12-31 and later (approved before): pending
// allowed 0.00; forfeitedTotal 2 x 16,000,000 = 32,000,000.00; pendingTotal 3 x 16,000,000 = 48,000,000.00
const scenario: Scenario = {
  title: "A forfeited year is forfeited whether its employment is given or pending",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120],
    firstYear: 2026,
    documentationApprovalDate: "2028-01-01",
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
      },
      {
        year: 2,
        taxYear: 2027,
        requiredJobs: 150,
        employment: null,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "forfeited",
      },
      {
        year: 3,
        taxYear: 2028,
        requiredJobs: 200,
        employment: null,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "pending",
      },
      {
        year: 4,
        taxYear: 2029,
        requiredJobs: 300,
        employment: null,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "pending",
      },
      {
        year: 5,
        taxYear: 2030,
        requiredJobs: 300,
        employment: null,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "pending",
      },
    ],
    allowedTotal: "0.00",
    forfeitedTotal: "32000000.00",
    pendingTotal: "48000000.00",
  },
};
export default scenario;
