import type { Scenario } from "../scenario";

// represented = 100,000,000 x 1 / 3 = 33,333,333.333...; base the same (no own investment)
// total = round(33,333,333.333...) = 33,333,333.33
// fifth = 33,333,333.33 / 5 = 6,666,666.666 -> 6,666,666.67; five fifths = 33,333,333.35 (2 cents over the total)
const scenario: Scenario = {
  title: "Tenant with a third of $100,000,000: exact represented amount, rounded once",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 100000000,
    tenantLeasedArea: 1,
    totalLeasableArea: 3,
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    eligible: true,
    creditBase: "33333333.33",
    totalCredit: "33333333.33",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "6666666.67",
        allowed: "6666666.67",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 150,
        scheduled: "6666666.67",
        allowed: "6666666.67",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "6666666.67",
        allowed: "6666666.67",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "6666666.67",
        allowed: "6666666.67",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "6666666.67",
        allowed: "6666666.67",
        status: "earned",
      },
    ],
    allowedTotal: "33333333.35",
    scheduledTotal: "33333333.35",
  },
  steps: {
    "d. fifths": {
      applied: true,
      amount: "0.02",
    },
  },
};
export default scenario;
