import type { Scenario } from "../scenario";

// total 80,000,000.00 = programCapRemaining 80,000,000 -> min is the same; the cap step does not apply
const scenario: Scenario = {
  title: "Program cap remaining exactly equal to the credit: not limiting",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    programCapRemaining: 80000000,
  },
  expect: {
    totalCredit: "80000000.00",
    allowedTotal: "80000000.00",
  },
  steps: {
    "a.(1) cap": {
      applied: false,
    },
  },
};
export default scenario;
