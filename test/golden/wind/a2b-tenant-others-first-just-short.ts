import type { Scenario } from "../scenario";

// One step past the limit of a2b-tenant-others-first-then-own: a share of 0.3299999
// represented = 50,000,000 x 0.3299999 + 1,000,000 = 16,499,995 + 1,000,000 = 17,499,995
// < 17,500,000: not met, no credit
const scenario: Scenario = {
  title: "Tenant: other tenants counted first, represented amount just short of $17,500,000",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 40000000,
    otherTenantInvestment: 6000000,
    tenantCapitalInvestment: 5000000,
    tenantLeasedShare: 0.3299999,
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    eligible: false,
    reasons: ["P.L.2010, c.57, s.6 a.(2)(b)"],
    totalCredit: "0.00",
    investment: {
      ownerTotal: "50000000.00",
      represented: "17499995.00",
    },
  },
};
export default scenario;
