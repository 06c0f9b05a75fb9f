import type { Scenario } from "../scenario";

// Total 80,000,000.00, fifth 16,000,000.00. Employment as averages (fractions):
// period 1: 100 >= 100, compliance year 1 (s.6 d.), earned; 150.01 >= 150 earned;
// 199.5 < 200 not met (a fraction short); 300 >= 300 earned; 300.5 >= 300 earned
// allowed 4 x 16,000,000 = 64,000,000.00; not met 16,000,000.00
const scenario: Scenario = {
  title: "Employment as averages of monthly counts (fractions) against the minimums",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [100, 150.01, 199.5, 300, 300.5],
  },
  expect: {
    startPeriod: 1,
    years: [
      {
        year: 1,
        period: 1,
        requiredJobs: 100,
        employment: 100,
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 2,
        period: 2,
        requiredJobs: 150,
        employment: 150.01,
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 3,
        period: 3,
        requiredJobs: 200,
        employment: 199.5,
        allowed: "0.00",
        status: "not met",
      },
      {
        year: 4,
        period: 4,
        requiredJobs: 300,
        employment: 300,
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 5,
        period: 5,
        requiredJobs: 300,
        employment: 300.5,
        allowed: "16000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "64000000.00",
    notMetTotal: "16000000.00",
  },
};
export default scenario;
