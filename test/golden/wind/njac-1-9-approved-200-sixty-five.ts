import type { Scenario } from "../scenario";

// approvedJobs 200 -> 65%, M = 200; total = 100,000,000 x 0.65 = 65,000,000.00; fifth 13,000,000.00
// R = ceil(100x200/300 = 66.67) = 67, ceil(150x200/300) = 100, ceil(200x200/300 = 133.33) = 134, 200, 200
// employment at each minimum -> all earned: 65,000,000.00
const scenario: Scenario = {
  title: "200 approved jobs: 65%, minimums 67/100/134/200/200",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 100000000,
    approvedJobs: 200,
    employment: [67, 100, 134, 200, 200],
  },
  expect: {
    eligible: true,
    totalCredit: "65000000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 67,
        employment: 67,
        scheduled: "13000000.00",
        allowed: "13000000.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "13000000.00",
        allowed: "13000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 134,
        employment: 134,
        scheduled: "13000000.00",
        allowed: "13000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "13000000.00",
        allowed: "13000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "13000000.00",
        allowed: "13000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "65000000.00",
    prorationShare: "0.65",
    proratedMinimum: 200,
  },
};
export default scenario;
