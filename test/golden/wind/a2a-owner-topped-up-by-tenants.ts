import type { Scenario } from "../scenario";

// owner: still needed = 50,000,000 - 45,000,000 = 5,000,000; tenants counted = min(10,000,000, 5,000,000) = 5,000,000
// counted = 45,000,000 + 5,000,000 = 50,000,000 >= 50,000,000: eligible
// credit base = owner's own 45,000,000 (tenants' investment is not credited to the owner)
// total = 45,000,000.00; fifth = 9,000,000.00; all years met -> allowed 45,000,000.00
const scenario: Scenario = {
  title: "Owner short of the minimum, topped up by tenants' investment (not credited to the owner)",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 45000000,
    otherTenantInvestment: 10000000,
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    eligible: true,
    reasons: [],
    creditBase: "45000000.00",
    totalCredit: "45000000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "9000000.00",
        allowed: "9000000.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 150,
        scheduled: "9000000.00",
        allowed: "9000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "9000000.00",
        allowed: "9000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "9000000.00",
        allowed: "9000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "9000000.00",
        allowed: "9000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "45000000.00",
    investment: {
      countedTowardMinimum: "50000000.00",
      tenantInvestmentCounted: "5000000.00",
    },
  },
};
export default scenario;
