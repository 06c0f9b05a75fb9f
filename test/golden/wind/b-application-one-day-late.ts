import type { Scenario } from "../scenario";

// applicationDate 2025-07-02 is after 2025-07-01: fails s.6 b. -> not eligible, every year 0
const scenario: Scenario = {
  title: "Application on July 2, 2025: after the s.6 b. deadline",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    applicationDate: "2025-07-02",
  },
  expect: {
    eligible: false,
    reasons: ["P.L.2010, c.57, s.6 b."],
    creditBase: null,
    totalCredit: "0.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 120,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 160,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 210,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 310,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 320,
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
    "b.": {
      applied: true,
      reasonIncludes: "after 2025-07-01",
    },
  },
};
export default scenario;
