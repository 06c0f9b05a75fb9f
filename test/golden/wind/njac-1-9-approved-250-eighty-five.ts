import type { Scenario } from "../scenario";

// approvedJobs 250 -> 85%, M = 250; total = 100,000,000 x 0.85 = 85,000,000.00; fifth 17,000,000.00
// R = ceil(83.33) = 84, ceil(125) = 125, ceil(166.67) = 167, 250, 250; employment at each -> all earned
const scenario: Scenario = {
  title: "250 approved jobs: 85%, minimums 84/125/167/250/250",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 100000000,
    approvedJobs: 250,
    employment: [84, 125, 167, 250, 250],
  },
  expect: {
    eligible: true,
    totalCredit: "85000000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 84,
        employment: 84,
        scheduled: "17000000.00",
        allowed: "17000000.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 125,
        employment: 125,
        scheduled: "17000000.00",
        allowed: "17000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 167,
        employment: 167,
        scheduled: "17000000.00",
        allowed: "17000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 250,
        employment: 250,
        scheduled: "17000000.00",
        allowed: "17000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 250,
        employment: 250,
        scheduled: "17000000.00",
        allowed: "17000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "85000000.00",
    prorationShare: "0.85",
    proratedMinimum: 250,
  },
};
export default scenario;
