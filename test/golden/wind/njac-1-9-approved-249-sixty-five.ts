import type { Scenario } from "../scenario";

// approvedJobs 249 -> 65%, M = 200; total 65,000,000.00; fifth 13,000,000.00; R = 67, 100, 134, 200, 200
// employment 66.99 < 67 (not met; 66.67 rounded up is 67), 100 met, 133 < 134 (not met), 200 met, 200 met
// allowed = 3 x 13,000,000 = 39,000,000.00
const scenario: Scenario = {
  title: "249 approved jobs: 65%; the rounded-up minimums just missed in years 1 and 3",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 100000000,
    approvedJobs: 249,
    employment: [66.99, 100, 133, 200, 200],
  },
  expect: {
    eligible: true,
    totalCredit: "65000000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 67,
        employment: 66.99,
        scheduled: "13000000.00",
        allowed: "0.00",
        status: "not met",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "13000000.00",
        allowed: "13000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 134,
        employment: 133,
        scheduled: "13000000.00",
        allowed: "0.00",
        status: "not met",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "13000000.00",
        allowed: "13000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "13000000.00",
        allowed: "13000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "39000000.00",
  },
};
export default scenario;
