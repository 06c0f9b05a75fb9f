import type { Scenario } from "../scenario";

// approvedJobs 249 -> 65%, M = 200; total 65,000,000.00; fifth 13,000,000.00
// R = ceil(100 x 200 / 300) = ceil(66.67) = 67, 100, ceil(133.33) = 134, 200, 200
// period 1: 66.99 < 67, below the first year's (rounded-up) minimum: not begun (s.6 d.)
// period 2: 100 >= 67: compliance year 1, earned; period 3 (year 2): 133 >= 100 earned;
// period 4 (year 3): 200 >= 134 earned; period 5 (year 4): 200 >= 200 earned;
// year 5 = period 6, past the list: pending
// allowed = 4 x 13,000,000 = 52,000,000.00; pending 13,000,000.00
const scenario: Scenario = {
  title:
    "249 approved jobs: 65%; the rounded-up first-year minimum just missed: the credit starts a period later",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 100000000,
    approvedJobs: 249,
    employment: [66.99, 100, 133, 200, 200],
  },
  expect: {
    eligible: true,
    totalCredit: "65000000.00",
    startPeriod: 2,
    notBegun: [{ period: 1, employment: 66.99, requiredJobs: 67, periodEnd: null }],
    years: [
      {
        year: 1,
        period: 2,
        requiredJobs: 67,
        employment: 100,
        allowed: "13000000.00",
        status: "earned",
      },
      {
        year: 2,
        period: 3,
        requiredJobs: 100,
        employment: 133,
        allowed: "13000000.00",
        status: "earned",
      },
      {
        year: 3,
        period: 4,
        requiredJobs: 134,
        employment: 200,
        allowed: "13000000.00",
        status: "earned",
      },
      {
        year: 4,
        period: 5,
        requiredJobs: 200,
        employment: 200,
        allowed: "13000000.00",
        status: "earned",
      },
      {
        year: 5,
        period: 6,
        requiredJobs: 200,
        employment: null,
        allowed: "0.00",
        status: "pending",
      },
    ],
    allowedTotal: "52000000.00",
    pendingTotal: "13000000.00",
  },
};
export default scenario;
