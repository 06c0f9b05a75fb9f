import type { Scenario } from "../scenario";

// base 100,000,000; approvedJobs 200 -> 65% = 65,000,000.00; programCapRemaining 60,000,000 -> total 60,000,000.00
// fifth 12,000,000.00; employment at the prorated minimums 67/100/134/200/200 -> allowed 60,000,000.00
const scenario: Scenario = {
  title: "The program cap applies to the prorated total",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 100000000,
    approvedJobs: 200,
    employment: [67, 100, 134, 200, 200],
    programCapRemaining: 60000000,
  },
  expect: {
    totalCredit: "60000000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 67,
        employment: 67,
        scheduled: "12000000.00",
        allowed: "12000000.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "12000000.00",
        allowed: "12000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 134,
        employment: 134,
        scheduled: "12000000.00",
        allowed: "12000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "12000000.00",
        allowed: "12000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "12000000.00",
        allowed: "12000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "60000000.00",
  },
};
export default scenario;
