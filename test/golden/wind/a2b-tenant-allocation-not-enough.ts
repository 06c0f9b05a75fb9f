import type { Scenario } from "../scenario";

// alloc = min(9,000,000, 50,000,000 - 40,000,000 = 10,000,000) = 9,000,000; ownerTotal = 49,000,000 < 50,000,000
// (represented = 49,000,000 x 0.5 = 24,500,000 would pass, but the owner's minimum fails): fails s.6 a.(2)(b)
const scenario: Scenario = {
  title: "Tenant's whole investment cannot bring the owner to $50,000,000",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 40000000,
    tenantCapitalInvestment: 9000000,
    tenantLeasedShare: 0.5,
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
    investment: {
      ownerTotal: "49000000.00",
      tenantInvestmentAllocated: "9000000.00",
      represented: "24500000.00",
    },
  },
};
export default scenario;
