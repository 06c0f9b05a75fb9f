import type { Scenario } from "../scenario";

// tenant base 20,000,000; fifth 4,000,000.00; leasePayments 2,500,000 = year 1 only -> capped at 2,500,000
// years 2-5 earned 4,000,000 each; allowed = 2,500,000 + 16,000,000 = 18,500,000.00
const scenario: Scenario = {
  title: "A single lease-payment value limits compliance year 1 only",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 100000000,
    tenantLeasedShare: 0.2,
    employment: [100, 150, 200, 300, 300],
    leasePayments: 2500000,
  },
  expect: {
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "4000000.00",
        allowed: "2500000.00",
        status: "lease-capped",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 150,
        scheduled: "4000000.00",
        allowed: "4000000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "4000000.00",
        allowed: "4000000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "4000000.00",
        allowed: "4000000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "4000000.00",
        allowed: "4000000.00",
        status: "earned",
      },
    ],
    allowedTotal: "18500000.00",
  },
};
export default scenario;
