import type { Scenario } from "../scenario";

// s.6 a.(2)(b): "Capital investments made by a tenant shall be deemed to be included in the
// calculation of the capital investment made or acquired by the owner" - any tenant's.
// shortfall = 50,000,000 - 40,000,000 = 10,000,000
// fromOthers = min(10,000,000, 10,000,000) = 10,000,000; fromThis = min(0, 0) = 0
// ownerTotal = 40,000,000 + 10,000,000 + 0 = 50,000,000 >= 50,000,000: met
// represented = 50,000,000 x 0.5 + (0 - 0) = 25,000,000 >= 17,500,000: met
// credit base 25,000,000.00; fifth 5,000,000.00; every year met
const scenario: Scenario = {
  title: "Tenant: another tenant's investment brings the owner to its minimum",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 40000000,
    otherTenantInvestment: 10000000,
    tenantLeasedShare: 0.5,
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    eligible: true,
    reasons: [],
    creditBase: "25000000.00",
    totalCredit: "25000000.00",
    allowedTotal: "25000000.00",
    investment: {
      ownerTotal: "50000000.00",
      otherTenantInvestmentCounted: "10000000.00",
      tenantInvestmentAllocated: "0.00",
      tenantInvestmentNotAllocated: "0.00",
      leasedShare: "0.5",
      represented: "25000000.00",
    },
  },
};
export default scenario;
