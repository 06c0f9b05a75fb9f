import type { Scenario } from "../scenario";

// approvedJobs 199 -> 50%, M = 150; total 50,000,000.00; fifth 10,000,000.00
// R = ceil(100 x 150 / 300) = 50, ceil(150 x 150 / 300) = 75, 100, 150, 150
// period 1: 50 >= 50 (at the limit): compliance year 1 (s.6 d.), earned; 75, 100, 150 met;
// 149.99 < 150: year 5 not met (a fraction short)
// allowed = 4 x 10,000,000 = 40,000,000.00; not met 10,000,000.00
const scenario: Scenario = {
  title: "199 approved jobs: still 50%; year 1 at its prorated minimum, year 5 a fraction short",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 100000000,
    approvedJobs: 199,
    employment: [50, 75, 100, 150, 149.99],
  },
  expect: {
    eligible: true,
    totalCredit: "50000000.00",
    startPeriod: 1,
    years: [
      { year: 1, requiredJobs: 50, employment: 50, allowed: "10000000.00", status: "earned" },
      { year: 2, requiredJobs: 75, employment: 75, allowed: "10000000.00", status: "earned" },
      { year: 3, requiredJobs: 100, employment: 100, allowed: "10000000.00", status: "earned" },
      { year: 4, requiredJobs: 150, employment: 150, allowed: "10000000.00", status: "earned" },
      { year: 5, requiredJobs: 150, employment: 149.99, allowed: "0.00", status: "not met" },
    ],
    allowedTotal: "40000000.00",
    notMetTotal: "10000000.00",
    forfeitedTotal: "0.00",
    pendingTotal: "0.00",
  },
  steps: {
    "f.(1) year 1": { applied: false, amount: null },
    "f.(4) year 5": { applied: true, amount: "-10000000.00" },
  },
};
export default scenario;
