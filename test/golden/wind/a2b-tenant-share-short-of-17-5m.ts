import type { Scenario } from "../scenario";

// represented = 70,000,000 x 0.2499 = 17,493,000 < 17,500,000: fails s.6 a.(2)(b)
const scenario: Scenario = {
  title: "Tenant whose leased share represents less than $17,500,000",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 70000000,
    tenantLeasedShare: "0.2499",
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    eligible: false,
    reasons: ["P.L.2010, c.57, s.6 a.(2)(b)"],
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
    investment: {
      represented: "17493000.00",
    },
  },
  steps: {
    "a.(2)(b)": {
      applied: true,
      reasonIncludes: "less than $17,500,000.00",
    },
  },
};
export default scenario;
