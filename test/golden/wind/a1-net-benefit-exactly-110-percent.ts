import type { Scenario } from "../scenario";

// owner 80,000,000: 80,000,000.00; netBenefit 88,000,000 / 1.10 = 80,000,000 exactly: not below
// the total, the limit does not bind (the benefit is exactly 110% of the credit). total 80,000,000.00
const scenario: Scenario = {
  title: "netBenefit exactly 110% of the credit: not limited",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, netBenefit: 88000000 },
  expect: { totalCredit: "80000000.00" },
  steps: { "a.(1) net benefit": { applied: false, amount: null } },
};
export default scenario;
