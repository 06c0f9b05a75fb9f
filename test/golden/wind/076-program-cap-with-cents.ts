import type { Scenario } from "../scenario";

// total = min(80,000,000.00, 30,000,000.03) = 30,000,000.03; fifth = 6,000,000.006 -> 6,000,000.01
// allowed = 5 x 6,000,000.01 = 30,000,000.05 (total + 0.02, the rounding of the fifths)
const scenario: Scenario = {
  title: "Program cap with cents: the fifths round up, 2 cents over the total",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    programCapRemaining: "30000000.03",
  },
  expect: {
    totalCredit: "30000000.03",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 120,
        scheduled: "6000000.01",
        allowed: "6000000.01",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 160,
        scheduled: "6000000.01",
        allowed: "6000000.01",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 210,
        scheduled: "6000000.01",
        allowed: "6000000.01",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 310,
        scheduled: "6000000.01",
        allowed: "6000000.01",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 320,
        scheduled: "6000000.01",
        allowed: "6000000.01",
        status: "earned",
      },
    ],
    allowedTotal: "30000000.05",
    scheduledTotal: "30000000.05",
  },
};
export default scenario;
