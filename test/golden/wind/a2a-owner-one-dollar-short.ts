import type { Scenario } from "../scenario";

// owner: counted = 49,999,999 + 0 = 49,999,999 < 50,000,000: fails s.6 a.(2)(a)
// not eligible: creditBase null, total 0, every year 0 and "ineligible"; R still shown (300 approved jobs)
const scenario: Scenario = {
  title: "Owner one dollar short of $50,000,000: not eligible",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 49999999,
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    eligible: false,
    reasons: ["P.L.2010, c.57, s.6 a.(2)(a)"],
    creditBase: null,
    totalCredit: "0.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 150,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
    ],
    allowedTotal: "0.00",
    forfeitedTotal: "0.00",
    pendingTotal: "0.00",
  },
  steps: {
    "a.(2)(a)": {
      applied: true,
      reasonIncludes: "less than $50,000,000.00",
    },
    "d. base": {
      applied: false,
      amount: null,
    },
  },
};
export default scenario;
