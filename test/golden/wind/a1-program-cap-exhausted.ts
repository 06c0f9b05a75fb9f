import type { Scenario } from "../scenario";

// programCapRemaining 0 -> total = min(80,000,000, 0) = 0.00; fifth 0.00; the years are earned at 0
const scenario: Scenario = {
  title: "Program cap exhausted: eligible, but the total is 0",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    programCapRemaining: 0,
  },
  expect: {
    eligible: true,
    creditBase: "80000000.00",
    totalCredit: "0.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 120,
        scheduled: "0.00",
        allowed: "0.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 160,
        scheduled: "0.00",
        allowed: "0.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 210,
        scheduled: "0.00",
        allowed: "0.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 310,
        scheduled: "0.00",
        allowed: "0.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 320,
        scheduled: "0.00",
        allowed: "0.00",
        status: "earned",
      },
    ],
    allowedTotal: "0.00",
  },
};
export default scenario;
