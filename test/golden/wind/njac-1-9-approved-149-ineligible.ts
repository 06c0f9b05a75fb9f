import type { Scenario } from "../scenario";

// approvedJobs 149 < 150: fails s.6 a.(1) with N.J.A.C. 19:31S-1.9; no proration step, so no required jobs (null)
const scenario: Scenario = {
  title: "149 approved jobs: below the authority's first step, not eligible",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 100000000,
    approvedJobs: 149,
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    eligible: false,
    reasons: ["N.J.A.C. 19:31S-1.9"],
    creditBase: null,
    totalCredit: "0.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: null,
        employment: 100,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: null,
        employment: 150,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: null,
        employment: 200,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: null,
        employment: 300,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: null,
        employment: 300,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
    ],
    allowedTotal: "0.00",
    prorationShare: null,
    proratedMinimum: null,
  },
  steps: {
    "19:31S-1.9 jobs": {
      applied: true,
      reasonIncludes: "fewer than 150",
    },
  },
};
export default scenario;
