import type { Scenario } from "../scenario";

// One dollar past the limit of a2b-tenant-other-tenants-meet-owner-minimum:
// fromOthers = min(9,999,999, 10,000,000) = 9,999,999; this tenant gives nothing
// ownerTotal = 40,000,000 + 9,999,999 = 49,999,999 < 50,000,000: not met, no credit
const scenario: Scenario = {
  title: "Tenant: the other tenants' investment one dollar short of the owner's minimum",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 40000000,
    otherTenantInvestment: 9999999,
    tenantLeasedShare: 0.5,
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    eligible: false,
    reasons: ["P.L.2010, c.57, s.6 a.(2)(b)"],
    creditBase: null,
    totalCredit: "0.00",
    investment: {
      ownerTotal: "49999999.00",
      otherTenantInvestmentCounted: "9999999.00",
      represented: "24999999.50",
    },
  },
};
export default scenario;
