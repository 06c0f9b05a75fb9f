import type { Scenario } from "../scenario";

// owner 48,000,000, tenant's own 2,500,000, share 0.3399: alloc 2,000,000, not allocated 500,000
// represented = 50,000,000 x 0.3399 + 500,000 = 16,995,000 + 500,000 = 17,495,000 < 17,500,000: not eligible
const scenario: Scenario = {
  title: "Tenant, own $2.5M, share 0.3399: $5,000 short of $17,500,000",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 48000000,
    tenantCapitalInvestment: 2500000,
    tenantLeasedShare: 0.3399,
  },
  expect: {
    eligible: false,
    reasons: ["P.L.2010, c.57, s.6 a.(2)(b)"],
    creditBase: null,
    totalCredit: "0.00",
    investment: { represented: "17495000.00" },
  },
};
export default scenario;
