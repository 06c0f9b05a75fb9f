import type { Scenario } from "../scenario";

// tenant: alloc = min(0, max(0, 50,000,000 - 70,000,000)) = 0; ownerTotal = 70,000,000 >= 50,000,000
// represented = 70,000,000 x 0.25 = 17,500,000 >= 17,500,000: eligible
// base = 17,500,000 + (0 - 0) = 17,500,000; total 17,500,000.00; fifth 3,500,000.00
const scenario: Scenario = {
  title: "Tenant whose leased share represents exactly $17,500,000",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 70000000,
    tenantLeasedShare: 0.25,
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    eligible: true,
    reasons: [],
    creditBase: "17500000.00",
    totalCredit: "17500000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "3500000.00",
        allowed: "3500000.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 150,
        scheduled: "3500000.00",
        allowed: "3500000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "3500000.00",
        allowed: "3500000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "3500000.00",
        allowed: "3500000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "3500000.00",
        allowed: "3500000.00",
        status: "earned",
      },
    ],
    allowedTotal: "17500000.00",
    investment: {
      ownerTotal: "70000000.00",
      represented: "17500000.00",
      leasedShare: "0.25",
    },
  },
};
export default scenario;
