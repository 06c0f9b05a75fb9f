import type { Scenario } from "../scenario";

// v2 tenant test (s.6 a.(2)(b), last sentence): owner 48,000,000, tenant's own 5,000,000, share 0.34
// alloc = min(5,000,000, max(0, 50,000,000 - 48,000,000) = 2,000,000) = 2,000,000; not allocated 3,000,000
// ownerTotal = 48,000,000 + 2,000,000 = 50,000,000 (at least 50,000,000: met)
// represented = 50,000,000 x 0.34 + 3,000,000 = 17,000,000 + 3,000,000 = 20,000,000
// 20,000,000 >= 17,500,000: eligible
// base = represented = 20,000,000; 300 jobs: total 20,000,000.00; no employment: all pending, fifth 4,000,000.00
const scenario: Scenario = {
  title: "Tenant, owner $48M, own $5M, share 0.34: represented 20,000,000, eligible",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 48000000,
    tenantCapitalInvestment: 5000000,
    tenantLeasedShare: 0.34,
  },
  expect: {
    eligible: true,
    reasons: [],
    creditBase: "20000000.00",
    totalCredit: "20000000.00",
    pendingTotal: "20000000.00",
    investment: {
      ownerTotal: "50000000.00",
      tenantInvestmentAllocated: "2000000.00",
      tenantInvestmentNotAllocated: "3000000.00",
      represented: "20000000.00",
    },
  },
};
export default scenario;
