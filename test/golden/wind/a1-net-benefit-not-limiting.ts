import type { Scenario } from "../scenario";

// owner 80,000,000: 80,000,000.00; netBenefit 1,000,000,000 / 1.10 = 909,090,909.09...: above the
// total, no limit. total 80,000,000.00
const scenario: Scenario = {
  title: "Net benefit well above 110%: no limit",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, netBenefit: 1000000000 },
  expect: { eligible: true, totalCredit: "80000000.00" },
  steps: { "a.(1) net benefit": { applied: false, reasonIncludes: "is within it" } },
};
export default scenario;
