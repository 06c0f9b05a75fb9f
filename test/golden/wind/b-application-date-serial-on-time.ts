import type { Scenario } from "../scenario";

// serial 45658 = 2025-01-01; + 181 days (Jan 31 + Feb 28 + Mar 31 + Apr 30 + May 31 + Jun 30) = 45839 = 2025-07-01: met
const scenario: Scenario = {
  title: "Application date as a spreadsheet serial: 45839 = 2025-07-01, on time",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    applicationDate: 45839,
  },
  expect: {
    eligible: true,
    reasons: [],
    totalCredit: "80000000.00",
    allowedTotal: "80000000.00",
  },
};
export default scenario;
