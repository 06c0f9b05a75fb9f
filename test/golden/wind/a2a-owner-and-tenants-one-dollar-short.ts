import type { Scenario } from "../scenario";

// owner: still needed = 50,000,000 - 45,000,000 = 5,000,000; tenants counted = min(4,999,999, 5,000,000) = 4,999,999
// counted = 49,999,999 < 50,000,000: fails s.6 a.(2)(a)
const scenario: Scenario = {
  title: "Owner plus tenants' investment one dollar short of $50,000,000",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 45000000,
    otherTenantInvestment: 4999999,
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
        employment: null,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: null,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: null,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: null,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: null,
        scheduled: "0.00",
        allowed: "0.00",
        status: "ineligible",
      },
    ],
    allowedTotal: "0.00",
    pendingTotal: "0.00",
  },
};
export default scenario;
