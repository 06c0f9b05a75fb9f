import type { Scenario } from "../scenario";

// approvedJobs 299 -> 85%, M = 250; total 85,000,000.00; fifth 17,000,000.00; R = 84, 125, 167, 250, 250
// employment 83.5 < 84, 124 < 125, 166 < 167, 249 < 250 (not met), 250 met
// allowed = 17,000,000.00
const scenario: Scenario = {
  title: "299 approved jobs: 85%; only year 5 meets its minimum",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 100000000,
    approvedJobs: 299,
    employment: [83.5, 124, 166, 249, 250],
  },
  expect: {
    eligible: true,
    totalCredit: "85000000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 84,
        employment: 83.5,
        scheduled: "17000000.00",
        allowed: "0.00",
        status: "not met",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 125,
        employment: 124,
        scheduled: "17000000.00",
        allowed: "0.00",
        status: "not met",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 167,
        employment: 166,
        scheduled: "17000000.00",
        allowed: "0.00",
        status: "not met",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 250,
        employment: 249,
        scheduled: "17000000.00",
        allowed: "0.00",
        status: "not met",
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
    allowedTotal: "17000000.00",
  },
};
export default scenario;
