import type { Scenario } from "../scenario";

// represented = 100,000,000 x 1 / 3 = 33,333,333.333...; base the same (no own investment)
// total = round(33,333,333.333...) = 33,333,333.33
// v2: fifth = 33,333,333.33 / 5 = 6,666,666.666 -> down to 6,666,666.66 (years 1-4);
// year 5 = 33,333,333.33 - 4 x 6,666,666.66 = 33,333,333.33 - 26,666,666.64 = 6,666,666.69
// five years = 33,333,333.33, the total (was 5 x 6,666,666.67 = 33,333,333.35)
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
        scheduled: "6666666.66",
        allowed: "6666666.66",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 150,
        scheduled: "6666666.66",
        allowed: "6666666.66",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "6666666.66",
        allowed: "6666666.66",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "6666666.66",
        allowed: "6666666.66",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "6666666.69",
        allowed: "6666666.69",
        status: "earned",
      },
    ],
    allowedTotal: "33333333.33",
    scheduledTotal: "33333333.33",
  },
  steps: {
    "d. fifths": {
      applied: false,
      amount: null,
      reasonIncludes: "year 5 gets the rest",
    },
  },
};
export default scenario;
