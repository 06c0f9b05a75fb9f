import type { Scenario } from "../scenario";

// documentationApprovalDate 2030-01-01 but no firstYear: periods have no end date -> not tested
// every year earned: allowed 80,000,000.00
const scenario: Scenario = {
  title: "Without firstYear the forfeiture test cannot be made: nothing forfeited",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [120, 160, 210, 310, 320],
    documentationApprovalDate: "2030-01-01",
  },
  expect: {
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
    allowedTotal: "80000000.00",
    forfeitedTotal: "0.00",
  },
  steps: {
    "d. forfeiture year 1": {
      applied: false,
      reasonIncludes: "firstYear not given",
    },
  },
};
export default scenario;
