import type { Scenario } from "../scenario";

// tenant, owner 60,000,000, share 0.5: represented 30,000,000; but programCapRemaining 5,000.05
// binds: total 5,000.05; fifth = 1,000.01 (exact); year 1 employment 100 met; lease payments
// 1,000.009 < 1,000.01: lease-capped, allowed = 1,000.009 rounded DOWN = 1,000.00 (half-up would
// give 1,000.01, more than the payments). leaseCapReduction = 1,000.01 - 1,000.00 = 0.01.
// years 2-5 pending: 4 x 1,000.01 = 4,000.04. Reconciles: 1,000.00 + 4,000.04 + 0.01 = 5,000.05.
const scenario: Scenario = {
  title: "Lease payments of $1,000.009 allow $1,000.00",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 60000000,
    tenantLeasedShare: 0.5,
    programCapRemaining: "5000.05",
    employment: [100],
    leasePayments: ["1000.009"],
  },
  expect: {
    totalCredit: "5000.05",
    allowedTotal: "1000.00",
    pendingTotal: "4000.04",
    leaseCapReduction: "0.01",
    years: [
      {
        year: 1,
        scheduled: "1000.01",
        leaseCap: "1000.00",
        allowed: "1000.00",
        status: "lease-capped",
      },
      { year: 2, status: "pending" },
      { year: 3, status: "pending" },
      { year: 4, status: "pending" },
      { year: 5, status: "pending" },
    ],
  },
  steps: {
    "d. lease year 1": {
      applied: true,
      amount: "-0.01",
      reasonIncludes: "rounded down to the cent",
    },
  },
};
export default scenario;
