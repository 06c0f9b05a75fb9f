import type { Scenario } from "../scenario";

// total 80,000,000.00; fifth 16,000,000.00; years 1-2 met (120 >= 100, 160 >= 150) -> 32,000,000.00 allowed
// years 3-5 not given: pending, scheduled shown, nothing allowed; pendingTotal = 3 x 16,000,000 = 48,000,000.00
const scenario: Scenario = {
  title: "Employment given for two years: the last three are pending",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160],
  },
  expect: {
    eligible: true,
    totalCredit: "80000000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 120,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 160,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: null,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "pending",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: null,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "pending",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: null,
        scheduled: "16000000.00",
        allowed: "0.00",
        status: "pending",
      },
    ],
    allowedTotal: "32000000.00",
    forfeitedTotal: "0.00",
    pendingTotal: "48000000.00",
  },
};
export default scenario;
