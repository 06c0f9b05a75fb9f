import type { Scenario } from "../scenario";

// s.6 d.: no listed period meets f.(1)'s first-year minimum of 100 (99, 99.99): every listed
// period is not begun and all five compliance years are pending, their periods not yet known
// (period null, no tax year or period end, so no forfeiture test and no forfeiture risk).
// Total 80,000,000.00; pending 80,000,000.00 (4 x 16,000,000 + 16,000,000); allowed 0.00
const scenario: Scenario = {
  title: "No listed period meets the first-year minimum: the credit period has not begun",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, employment: [99, 99.99], firstYear: 2026 },
  expect: {
    eligible: true,
    startPeriod: null,
    notBegun: [
      { period: 1, employment: 99, requiredJobs: 100, periodEnd: "2026-12-31" },
      { period: 2, employment: 99.99, requiredJobs: 100, periodEnd: "2027-12-31" },
    ],
    years: [
      {
        year: 1,
        period: null,
        taxYear: null,
        periodEnd: null,
        employment: null,
        status: "pending",
        forfeitureRisk: false,
      },
      { year: 2, period: null, status: "pending" },
      { year: 3, period: null, status: "pending" },
      { year: 4, period: null, status: "pending" },
      { year: 5, period: null, status: "pending" },
    ],
    allowedTotal: "0.00",
    pendingTotal: "80000000.00",
  },
  steps: {
    "d. start": { applied: false, amount: null },
    "f.(1) year 1": { applied: true, amount: "-16000000.00" },
  },
};
export default scenario;
