import type { Scenario } from "../scenario";

// v2 tenant test (s.6 a.(2)(b), last sentence): owner 48,000,000, tenant's own 2,000,000, share 0.3
// alloc = min(2,000,000, max(0, 50,000,000 - 48,000,000) = 2,000,000) = 2,000,000; not allocated 0
// ownerTotal = 48,000,000 + 2,000,000 = 50,000,000 (at least 50,000,000: met)
// represented = 50,000,000 x 0.3 + 0 = 15,000,000 + 0 = 15,000,000
// 15,000,000 < 17,500,000: not eligible, no credit
const scenario: Scenario = {
  title: "Tenant, owner $48M, own $2M, share 0.3: represented 15,000,000, short of $17,500,000",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 48000000,
    tenantCapitalInvestment: 2000000,
    tenantLeasedShare: 0.3,
  },
  expect: {
    eligible: false,
    reasons: ["P.L.2010, c.57, s.6 a.(2)(b)"],
    creditBase: null,
    totalCredit: "0.00",
    pendingTotal: "0.00",
    investment: {
      ownerTotal: "50000000.00",
      tenantInvestmentAllocated: "2000000.00",
      tenantInvestmentNotAllocated: "0.00",
      represented: "15000000.00",
    },
  },
};
export default scenario;
