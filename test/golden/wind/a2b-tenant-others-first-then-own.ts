import type { Scenario } from "../scenario";

// The other tenants' investment counts first, then this tenant's as far as still needed
// (our reading: the statute does not order several tenants; README "Readings").
// shortfall = 50,000,000 - 40,000,000 = 10,000,000
// fromOthers = min(6,000,000, 10,000,000) = 6,000,000
// fromThis = min(5,000,000, 10,000,000 - 6,000,000) = 4,000,000; not allocated 1,000,000
// ownerTotal = 40,000,000 + 6,000,000 + 4,000,000 = 50,000,000: met
// represented = 50,000,000 x 0.33 + 1,000,000 = 16,500,000 + 1,000,000 = 17,500,000: met (at the limit)
// credit base 17,500,000.00; fifth 3,500,000.00
const scenario: Scenario = {
  title:
    "Tenant: other tenants counted first, its own investment tops up the owner, the rest is its own",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 40000000,
    otherTenantInvestment: 6000000,
    tenantCapitalInvestment: 5000000,
    tenantLeasedShare: 0.33,
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    eligible: true,
    creditBase: "17500000.00",
    totalCredit: "17500000.00",
    investment: {
      ownerTotal: "50000000.00",
      otherTenantInvestmentCounted: "6000000.00",
      tenantInvestmentAllocated: "4000000.00",
      tenantInvestmentNotAllocated: "1000000.00",
      represented: "17500000.00",
    },
  },
};
export default scenario;
