import type { Scenario } from "../scenario";

// firstYear 2027 (periods end 2027-12-31 ... 2031-12-31, all after 2026-01-13) but no approval date -> not tested
// every year earned: allowed 80,000,000.00
const scenario: Scenario = {
  title: "Without documentationApprovalDate nothing is forfeited",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    firstYear: 2027,
    documentationDate: "2027-01-01",
  },
  expect: {
    years: [
      {
        year: 1,
        taxYear: 2027,
        requiredJobs: 100,
        employment: 120,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: 2028,
        requiredJobs: 150,
        employment: 160,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: 2029,
        requiredJobs: 200,
        employment: 210,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: 2030,
        requiredJobs: 300,
        employment: 310,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: 2031,
        requiredJobs: 300,
        employment: 320,
        scheduled: "16000000.00",
        allowed: "16000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "80000000.00",
    forfeitedTotal: "0.00",
  },
};
export default scenario;
