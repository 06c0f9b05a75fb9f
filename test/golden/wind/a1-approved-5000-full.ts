import type { Scenario } from "../scenario";

// approvedJobs 5,000 -> top step, 100%, M = 300 (the statutory minimums); total 60,000,000.00;
// fifth 12,000,000.00. s.6 d.: the credit period begins with the first period meeting f.(1)'s
// first-year minimum: period 1 (99 < 100) is not begun (nothing lost); period 2 (150 >= 100) is
// compliance year 1; year 2 = period 3 (200 >= 150), year 3 = period 4 (300 >= 200), year 4 =
// period 5 (300 >= 300): each earned; year 5 = period 6, past the list: pending.
// allowed 4 x 12,000,000 = 48,000,000.00; pending 12,000,000.00
const scenario: Scenario = {
  title:
    "5,000 approved jobs: still 100%, the statutory minimums; a first period below the minimum",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 60000000,
    approvedJobs: 5000,
    employment: [99, 150, 200, 300, 300],
  },
  expect: {
    eligible: true,
    totalCredit: "60000000.00",
    startPeriod: 2,
    notBegun: [{ period: 1, employment: 99, requiredJobs: 100, periodEnd: null }],
    years: [
      {
        year: 1,
        period: 2,
        requiredJobs: 100,
        employment: 150,
        allowed: "12000000.00",
        status: "earned",
      },
      {
        year: 2,
        period: 3,
        requiredJobs: 150,
        employment: 200,
        allowed: "12000000.00",
        status: "earned",
      },
      {
        year: 3,
        period: 4,
        requiredJobs: 200,
        employment: 300,
        allowed: "12000000.00",
        status: "earned",
      },
      {
        year: 4,
        period: 5,
        requiredJobs: 300,
        employment: 300,
        allowed: "12000000.00",
        status: "earned",
      },
      {
        year: 5,
        period: 6,
        requiredJobs: 300,
        employment: null,
        allowed: "0.00",
        status: "pending",
      },
    ],
    allowedTotal: "48000000.00",
    pendingTotal: "12000000.00",
    notMetTotal: "0.00",
  },
};
export default scenario;
