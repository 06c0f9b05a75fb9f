import type { Scenario } from "../scenario";

// The authority approved minimums 120, 160, 210, 310, 310 (the fifth as the fourth, s.6 a.(1)):
// they replace the prorated formula's everywhere. 300 approved jobs: 100%; total 80,000,000.00;
// fifth 16,000,000.00.
// period 1: 119 < 120: not begun (s.6 d.); period 2: 120 >= 120 (at the limit): year 1, earned
// period 3 (year 2): 159 < 160 not met (one short); period 4 (year 3): 210 >= 210 earned;
// period 5 (year 4): 310 >= 310 earned; period 6 (year 5): 310 >= 310 earned
// allowed 4 x 16,000,000 = 64,000,000.00; not met 16,000,000.00
const scenario: Scenario = {
  title: "The authority's approved minimums replace the computed ones, the start included",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    approvedMinimums: [120, 160, 210, 310, 310],
    employment: [119, 120, 159, 210, 310, 310],
  },
  expect: {
    eligible: true,
    startPeriod: 2,
    notBegun: [{ period: 1, employment: 119, requiredJobs: 120, periodEnd: null }],
    years: [
      { year: 1, period: 2, requiredJobs: 120, employment: 120, status: "earned" },
      { year: 2, period: 3, requiredJobs: 160, employment: 159, status: "not met" },
      { year: 3, period: 4, requiredJobs: 210, employment: 210, status: "earned" },
      { year: 4, period: 5, requiredJobs: 310, employment: 310, status: "earned" },
      { year: 5, period: 6, requiredJobs: 310, employment: 310, status: "earned" },
    ],
    allowedTotal: "64000000.00",
    notMetTotal: "16000000.00",
  },
};
export default scenario;
