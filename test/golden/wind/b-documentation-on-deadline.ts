import type { Scenario } from "../scenario";

// applicationDate 2024-01-10 (before 2025-07-01), documentationDate 2028-07-01 (not after 2028-07-01): met
const scenario: Scenario = {
  title: "Documentation submitted July 1, 2028: by the deadline",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    applicationDate: "2024-01-10",
    documentationDate: "2028-07-01",
  },
  expect: {
    eligible: true,
    reasons: [],
    totalCredit: "80000000.00",
    allowedTotal: "80000000.00",
  },
};
export default scenario;
