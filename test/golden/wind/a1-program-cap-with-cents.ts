import type { Scenario } from "../scenario";

// total = min(80,000,000.00, 30,000,000.03) = 30,000,000.03 (the cap is whole cents: no rounding)
// v2: fifth = 6,000,000.006 -> down to 6,000,000.00 (years 1-4); year 5 = 30,000,000.03 -
// 4 x 6,000,000.00 = 6,000,000.03; allowed 30,000,000.03 = the total (was 5 x 6,000,000.01 =
// 30,000,000.05, 2 cents over the cap)
const scenario: Scenario = {
  title:
    "Program cap with cents: years 1-4 rounded down, year 5 takes the rest, never over the cap",
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
        scheduled: "6000000.00",
        allowed: "6000000.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 160,
        scheduled: "6000000.00",
        allowed: "6000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 210,
        scheduled: "6000000.00",
        allowed: "6000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 310,
        scheduled: "6000000.00",
        allowed: "6000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 320,
        scheduled: "6000000.03",
        allowed: "6000000.03",
        status: "earned",
      },
    ],
    allowedTotal: "30000000.03",
    scheduledTotal: "30000000.03",
  },
};
export default scenario;
