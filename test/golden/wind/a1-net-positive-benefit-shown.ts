import type { Scenario } from "../scenario";

// s.6 a.(1): netPositiveBenefit TRUE -> the benefit test is met (step not applied);
// owner 50,000,000, 100% -> total 50,000,000.00, every year met -> allowed 50,000,000.00
// (the other side: a1-no-net-positive-benefit)
const scenario: Scenario = {
  title: "Net positive benefit shown: eligible",
  calc: "wind.schedule",
  inputs: {
    role: "owner",
    capitalInvestment: 50000000,
    netPositiveBenefit: true,
    employment: [100, 150, 200, 300, 300],
  },
  expect: { eligible: true, reasons: [], totalCredit: "50000000.00", allowedTotal: "50000000.00" },
  steps: { "a.(1) benefit": { applied: false, amount: null } },
};
export default scenario;
