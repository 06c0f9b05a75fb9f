import type { Scenario } from "../scenario";

// v2 tenant test (s.6 a.(2)(b), last sentence): owner 48,000,000, tenant's own 2,000,000, share 0.35
// alloc = min(2,000,000, max(0, 50,000,000 - 48,000,000) = 2,000,000) = 2,000,000; not allocated 0
// ownerTotal = 48,000,000 + 2,000,000 = 50,000,000 (at least 50,000,000: met)
// represented = 50,000,000 x 0.35 + 0 = 17,500,000 + 0 = 17,500,000
// 17,500,000 >= 17,500,000: eligible
// base = represented = 17,500,000; 300 jobs: total 17,500,000.00; no employment: all pending, fifth 3,500,000.00
const scenario: Scenario = {
  title: "Tenant, owner $48M, own $2M, share 0.35: represented 17,500,000, eligible",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 48000000,
    tenantCapitalInvestment: 2000000,
    tenantLeasedShare: 0.35,
  },
  expect: {
    eligible: true,
    reasons: [],
    creditBase: "17500000.00",
    totalCredit: "17500000.00",
    pendingTotal: "17500000.00",
    investment: {
      ownerTotal: "50000000.00",
      tenantInvestmentAllocated: "2000000.00",
      tenantInvestmentNotAllocated: "0.00",
      represented: "17500000.00",
    },
  },
};
export default scenario;
