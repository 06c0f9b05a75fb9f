import type { Scenario } from "../scenario";

// tenant: represented = 100,000,000 x 0.2 = 20,000,000; base 20,000,000; total 20,000,000.00; fifth 4,000,000.00
// lease payments 5,000,000 (not below 4,000,000: earned 4,000,000), 3,000,000 (capped: 3,000,000),
// 4,000,000 (equal, not below: earned 4,000,000), 3,999,999.99 (capped: 3,999,999.99), none (earned 4,000,000)
// allowed = 4,000,000 + 3,000,000 + 4,000,000 + 3,999,999.99 + 4,000,000 = 18,999,999.99
const scenario: Scenario = {
  title: "Tenant's lease payments limit the years where they are below the scheduled fifth",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 100000000,
    tenantLeasedShare: 0.2,
    employment: [100, 150, 200, 300, 300],
    leasePayments: [5000000, 3000000, 4000000, "3999999.99", null],
  },
  expect: {
    eligible: true,
    creditBase: "20000000.00",
    totalCredit: "20000000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "4000000.00",
        allowed: "4000000.00",
        status: "earned",
        leaseCap: "5000000.00",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 150,
        scheduled: "4000000.00",
        allowed: "3000000.00",
        status: "lease-capped",
        leaseCap: "3000000.00",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "4000000.00",
        allowed: "4000000.00",
        status: "earned",
        leaseCap: "4000000.00",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "4000000.00",
        allowed: "3999999.99",
        status: "lease-capped",
        leaseCap: "3999999.99",
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
    allowedTotal: "18999999.99",
    forfeitedTotal: "0.00",
    pendingTotal: "0.00",
  },
  steps: {
    "d. lease year 2": {
      applied: true,
      amount: "-1000000.00",
    },
    "d. lease year 3": {
      applied: false,
    },
  },
};
export default scenario;
