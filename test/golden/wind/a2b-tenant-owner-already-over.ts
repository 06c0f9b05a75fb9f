import type { Scenario } from "../scenario";

// alloc = min(2,000,000, max(0, 50,000,000 - 60,000,000) = 0) = 0; ownerTotal 60,000,000
// v2: represented = 60,000,000 x 0.3 + 2,000,000 = 18,000,000 + 2,000,000 = 20,000,000 >= 17,500,000
// base = represented = 20,000,000; total 20,000,000.00; fifth 4,000,000.00
const scenario: Scenario = {
  title:
    "Owner already over $50,000,000: the tenant's whole investment is added to its represented amount",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 60000000,
    tenantCapitalInvestment: 2000000,
    tenantLeasedShare: 0.3,
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    investment: { tenantInvestmentNotAllocated: "2000000.00", represented: "20000000.00" },
    eligible: true,
    creditBase: "20000000.00",
    totalCredit: "20000000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "4000000.00",
        allowed: "4000000.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 150,
        scheduled: "4000000.00",
        allowed: "4000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "4000000.00",
        allowed: "4000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "4000000.00",
        allowed: "4000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "4000000.00",
        allowed: "4000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "20000000.00",
  },
};
export default scenario;
