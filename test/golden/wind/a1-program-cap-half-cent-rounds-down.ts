import type { Scenario } from "../scenario";

// owner 80,000,000: total 80,000,000.00; programCapRemaining 100.005 binds: taken rounded DOWN
// to 100.00 (v1 showed 100.01, half a cent over the cap). fifth = 100.00 / 5 = 20.00; year 5
// = 100.00 - 80.00 = 20.00; no employment: pendingTotal 100.00
const scenario: Scenario = {
  title: "programCapRemaining $100.005 allows $100.00",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, programCapRemaining: "100.005" },
  expect: { totalCredit: "100.00", pendingTotal: "100.00" },
  steps: {
    "a.(1) cap": {
      applied: true,
      amount: "-79999900.00",
      reasonIncludes: "rounded down to $100.00",
    },
  },
};
export default scenario;
