import type { Scenario } from "../scenario";

// tenant base 20,000,000 (100,000,000 x 0.2); fifth 4,000,000.00; lease payments 1,000,000 every year
// year 1: 100 >= 100 met, lease 1,000,000 < 4,000,000 -> lease-capped 1,000,000
// year 2: 149 < 150 -> not met, 0 (not met comes before the lease cap)
// year 3: 200 >= 200 met -> lease-capped 1,000,000; years 4-5 not given -> pending (scheduled 4,000,000 each)
// allowed 2,000,000.00; pendingTotal 2 x 4,000,000 = 8,000,000.00
const scenario: Scenario = {
  title: "Lease cap beside a missed year and pending years",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 100000000,
    tenantLeasedShare: 0.2,
    employment: [100, 149, 200],
    leasePayments: [1000000, 1000000, 1000000, 1000000, 1000000],
  },
  expect: {
    eligible: true,
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "4000000.00",
        allowed: "1000000.00",
        status: "lease-capped",
        leaseCap: "1000000.00",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 149,
        scheduled: "4000000.00",
        allowed: "0.00",
        status: "not met",
        leaseCap: "1000000.00",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "4000000.00",
        allowed: "1000000.00",
        status: "lease-capped",
        leaseCap: "1000000.00",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: null,
        scheduled: "4000000.00",
        allowed: "0.00",
        status: "pending",
        leaseCap: "1000000.00",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: null,
        scheduled: "4000000.00",
        allowed: "0.00",
        status: "pending",
        leaseCap: "1000000.00",
      },
    ],
    allowedTotal: "2000000.00",
    forfeitedTotal: "0.00",
    pendingTotal: "8000000.00",
  },
};
export default scenario;
