import type { Scenario } from "../scenario";

// s.6 a.(2)(b): represented = ownerTotal x share must be at least 17,500,000.
// share 0.3333333333333333333333333333333333333333 (40 threes, exactly as given):
// 52,500,000 x share = 17,499,999.99999999999999999999999999999999825 (exact) < 17,500,000,
// so the tenant is not eligible. The core multiplies at 40 significant digits and rounds the
// product up to 17,500,000.000…, finding it eligible (README: money and ratios up to 400 decimal
// places are "used exactly"). Found by the independent wind eval comparison.
const scenario: Scenario = {
  title: "a share of forty threes represents just under $17,500,000 of $52,500,000",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 52500000,
    tenantLeasedShare: "0.3333333333333333333333333333333333333333",
  },
  expect: {
    eligible: false,
    reasons: ["P.L.2010, c.57, s.6 a.(2)(b)"],
    creditBase: null,
    totalCredit: "0.00",
  },
};
export default scenario;
