import type { Scenario } from "../scenario";

// applicationDate 2025-07-01 is not after 2025-07-01 ("by July 1, 2025"): met; all else as the $80,000,000 example
// total 80,000,000.00, all met -> allowed 80,000,000.00
const scenario: Scenario = {
  title: "Application on July 1, 2025: by the deadline",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    applicationDate: "2025-07-01",
  },
  expect: {
    eligible: true,
    reasons: [],
    totalCredit: "80000000.00",
    allowedTotal: "80000000.00",
  },
  steps: {
    "b.": {
      applied: false,
    },
  },
};
export default scenario;
