import type { Scenario } from "../scenario";

// owner 80,000,000, 300 jobs: 80,000,000.00, within the program cap
// netBenefit 55,000,000: limit 55,000,000 / 1.10 = 50,000,000 < 80,000,000.00: binds
// total 50,000,000.00 (trace: 50,000,000.00 - 80,000,000.00 = -30,000,000.00); fifth 10,000,000.00
// employment all met: allowed 50,000,000.00
const scenario: Scenario = {
  title: "Net benefit limit binds: credit at most netBenefit / 1.10",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    netBenefit: 55000000,
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    eligible: true,
    creditBase: "80000000.00",
    totalCredit: "50000000.00",
    allowedTotal: "50000000.00",
  },
  steps: { "a.(1) net benefit": { applied: true, amount: "-30000000.00" } },
};
export default scenario;
