import type { Scenario } from "../scenario";

// approvedJobs 5,000 -> top step, 100%, M = 300; total 60,000,000.00; fifth 12,000,000.00
// employment 99 < 100 in year 1 (not met); 150, 200, 300, 300 met -> 4 x 12,000,000 = 48,000,000.00
const scenario: Scenario = {
  title: "5,000 approved jobs: still 100%, the statutory minimums",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 60000000,
    approvedJobs: 5000,
    employment: [99, 150, 200, 300, 300],
  },
  expect: {
    eligible: true,
    totalCredit: "60000000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 99,
        scheduled: "12000000.00",
        allowed: "0.00",
        status: "not met",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 150,
        scheduled: "12000000.00",
        allowed: "12000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "12000000.00",
        allowed: "12000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "12000000.00",
        allowed: "12000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "12000000.00",
        allowed: "12000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "48000000.00",
  },
};
export default scenario;
