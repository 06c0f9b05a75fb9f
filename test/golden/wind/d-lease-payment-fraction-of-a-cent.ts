import type { Scenario } from "../scenario";

// tenant, owner 60,000,000 >= 50,000,000; share 0.5: represented 30,000,000 >= 17,500,000.
// base 30,000,000 (no tenant investment), 300 jobs: total 30,000,000.00, scheduled 6,000,000.00.
// year 1: employment 100 >= R(1) 100, met; lease payments 100.005 < 6,000,000.00: lease-capped.
// v2: a binding limit is taken rounded down to the cent: allowed = 100.005 -> 100.00 (v1 showed
// "100.01", a cent over the payments); leaseCap shows what the payments allow, 100.00.
// leaseCapReduction = 6,000,000.00 - 100.00 = 5,999,900.00; years 2-5 pending: 4 x 6,000,000.00 =
// 24,000,000.00. Reconciles: 100.00 + 24,000,000.00 + 5,999,900.00 = 30,000,000.00.
const scenario: Scenario = {
  title: "lease payments with a fraction of a cent cap year 1, rounded down to the cent",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 60000000,
    tenantLeasedShare: 0.5,
    employment: [100],
    leasePayments: [100.005],
  },
  expect: {
    eligible: true,
    totalCredit: "30000000.00",
    allowedTotal: "100.00",
    leaseCapReduction: "5999900.00",
    pendingTotal: "24000000.00",
    years: [
      { year: 1, leaseCap: "100.00", allowed: "100.00", status: "lease-capped" },
      { year: 2, status: "pending" },
      { year: 3, status: "pending" },
      { year: 4, status: "pending" },
      { year: 5, status: "pending" },
    ],
  },
};
export default scenario;
