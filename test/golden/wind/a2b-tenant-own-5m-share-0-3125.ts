import type { Scenario } from "../scenario";

// v2 tenant test (s.6 a.(2)(b), last sentence): owner 48,000,000, tenant's own 5,000,000, share 0.3125
// alloc = min(5,000,000, max(0, 50,000,000 - 48,000,000) = 2,000,000) = 2,000,000; not allocated 3,000,000
// ownerTotal = 48,000,000 + 2,000,000 = 50,000,000 (at least 50,000,000: met)
// represented = 50,000,000 x 0.3125 + 3,000,000 = 15,625,000 + 3,000,000 = 18,625,000
// 18,625,000 >= 17,500,000: eligible
// base = represented = 18,625,000; 300 jobs: total 18,625,000.00; no employment: all pending, fifth 3,725,000.00
const scenario: Scenario = {
  title: "Tenant, owner $48M, own $5M, share 0.3125: represented 18,625,000, eligible",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 48000000,
    tenantCapitalInvestment: 5000000,
    tenantLeasedShare: 0.3125,
  },
  expect: {
    eligible: true,
    reasons: [],
    creditBase: "18625000.00",
    totalCredit: "18625000.00",
    pendingTotal: "18625000.00",
    investment: {
      ownerTotal: "50000000.00",
      tenantInvestmentAllocated: "2000000.00",
      tenantInvestmentNotAllocated: "3000000.00",
      represented: "18625000.00",
    },
  },
};
export default scenario;
