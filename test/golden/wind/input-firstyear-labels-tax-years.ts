import type { Scenario } from "../scenario";

// firstYear 2030: tax years 2030-2034, periods end 2030-12-31 ... 2034-12-31; allowed 80,000,000.00
const scenario: Scenario = {
  title: "firstYear labels the tax years; with no approval date nothing is forfeited",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    firstYear: 2030,
  },
  expect: {
    eligible: true,
    reasons: [],
    totalCredit: "80000000.00",
    allowedTotal: "80000000.00",
    years: [
      {
        year: 1,
        taxYear: 2030,
        requiredJobs: 100,
        employment: 120,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2030-12-31",
      },
      {
        year: 2,
        taxYear: 2031,
        requiredJobs: 150,
        employment: 160,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2031-12-31",
      },
      {
        year: 3,
        taxYear: 2032,
        requiredJobs: 200,
        employment: 210,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2032-12-31",
      },
      {
        year: 4,
        taxYear: 2033,
        requiredJobs: 300,
        employment: 310,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2033-12-31",
      },
      {
        year: 5,
        taxYear: 2034,
        requiredJobs: 300,
        employment: 320,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
        periodEnd: "2034-12-31",
      },
    ],
  },
};
export default scenario;
