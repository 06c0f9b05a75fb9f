import type { Scenario } from "../scenario";

// s.6 a.(2)(b): represented = ownerTotal x share must be at least 17,500,000.
// share 0.333333333333333333333333333333 (30 threes, the most decimal places an input may have):
// 52,500,000 x share = 17,500,000 - 52,500,000 / (3 x 10^30) = 17,499,999.9999999999999999999999825
// (exact) < 17,500,000: not eligible, however close.
const scenario: Scenario = {
  title: "a share of thirty threes represents just under $17,500,000 of $52,500,000",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 52500000,
    tenantLeasedShare: "0.333333333333333333333333333333",
  },
  expect: {
    eligible: false,
    reasons: ["P.L.2010, c.57, s.6 a.(2)(b)"],
    creditBase: null,
    totalCredit: "0.00",
  },
};
export default scenario;
