import type { Scenario } from "../scenario";

// brraaAssistance (s.6 a.(3)); ownerTotal = 40,000,000 + 0 < 50,000,000 and represented = 40,000,000 x 0.1 = 4,000,000 < 17,500,000 (s.6 a.(2)(b))
const scenario: Scenario = {
  title: "Tenant with BRRAA assistance and too small an owner and share",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 40000000,
    tenantLeasedShare: 0.1,
    brraaAssistance: true,
  },
  expect: {
    eligible: false,
    reasons: ["P.L.2010, c.57, s.6 a.(3)", "P.L.2010, c.57, s.6 a.(2)(b)"],
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
    forfeitedTotal: "0.00",
    pendingTotal: "0.00",
  },
};
export default scenario;
