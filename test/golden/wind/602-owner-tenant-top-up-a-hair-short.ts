import type { Scenario } from "../scenario";

// s.6 a.(2)(a), wind.md §2: counted = capitalInvestment + min(otherTenantInvestment,
// 50,000,000 - capitalInvestment).
// 50,000,000 - 49,999,999.99999999999999999999999999999999 = 0.00000000000000000000000000000001;
// min(0.000000000000000000000000000000005, that) = 0.000000000000000000000000000000005;
// counted = 49,999,999.999999999999999999999999999999995 (exact, 41 significant digits)
// < 50,000,000 -> not eligible. At 40 significant digits the sum rounds half-up to 50,000,000.
const scenario: Scenario = {
  title: "tenants' investment tops the owner up to a hair under $50,000,000",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: "49999999.99999999999999999999999999999999",
    otherTenantInvestment: "0.000000000000000000000000000000005",
  },
  expect: {
    eligible: false,
    reasons: ["P.L.2010, c.57, s.6 a.(2)(a)"],
    creditBase: null,
    totalCredit: "0.00",
  },
};
export default scenario;
