import type { Scenario } from "../scenario";

// represented = 52,499,999 x 1 / 3 = 17,499,999.666... < 17,500,000: fails s.6 a.(2)(b)
const scenario: Scenario = {
  title: "Tenant leasing one third of a $52,499,999 facility: represented just under $17,500,000",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 52499999,
    tenantLeasedArea: 1,
    totalLeasableArea: 3,
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
    allowedTotal: "0.00",
  },
};
export default scenario;
