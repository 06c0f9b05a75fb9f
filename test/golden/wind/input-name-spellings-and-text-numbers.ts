import type { Scenario } from "../scenario";

// "Capital Investment" = capitalInvestment = 80,000,000; "approved-jobs" 300; employment as text
// same as the $80,000,000 example: allowed 80,000,000.00
const scenario: Scenario = {
  title: "Input names in any case with spaces, _ or -; numbers as text with separators",
  calc: "wind.schedule",
  inputs: {
    "Capital Investment": "80,000,000",
    "approved-jobs": "300",
    EMPLOYMENT: ["120", "160", "210", "310", "320"],
    Role: "OWNER",
  },
  expect: {
    eligible: true,
    reasons: [],
    totalCredit: "80000000.00",
    allowedTotal: "80000000.00",
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
        employment: 210,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 310,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 320,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
    ],
  },
};
export default scenario;
