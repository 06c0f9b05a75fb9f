import type { Scenario } from "../scenario";

// tenant, owner 100,000,000, share 0.2: represented 20,000,000; 300 jobs: total 20,000,000.00;
// fifth 4,000,000.00. firstYear 2026 (December), approval 2027-01-15.
// year 1 (ends 2026-12-31): employment 100 met, approval after its end -> forfeited; lease
//   3,000,000 < 4,000,000: would allow 3,000,000 -> forfeitedTotal 3,000,000, reduction 1,000,000
// year 2 (2027-12-31): 140 < 150 not met -> notMetTotal 4,000,000 (lease 1,000,000 not counted)
// year 3 (2028-12-31): 200 met, lease 2,500,000.50 < 4,000,000 -> lease-capped 2,500,000.50,
//   reduction 1,499,999.50
// year 4: 300 met, earned 4,000,000; year 5: not given -> pending 4,000,000
// allowed 2,500,000.50 + 4,000,000 = 6,500,000.50; leaseCapReduction 1,000,000 + 1,499,999.50 = 2,499,999.50
// 6,500,000.50 + 3,000,000 + 4,000,000 + 4,000,000 + 2,499,999.50 = 20,000,000.00 = totalCredit
const scenario: Scenario = {
  title: "Every status in one schedule: the totals reconcile with the total credit",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 100000000,
    tenantLeasedShare: 0.2,
    employment: [100, 140, 200, 300],
    leasePayments: [3000000, 1000000, "2500000.50"],
    firstYear: 2026,
    documentationApprovalDate: "2027-01-15",
  },
  expect: {
    totalCredit: "20000000.00",
    allowedTotal: "6500000.50",
    forfeitedTotal: "3000000.00",
    pendingTotal: "4000000.00",
    notMetTotal: "4000000.00",
    leaseCapReduction: "2499999.50",
    years: [
      { year: 1, periodEnd: "2026-12-31", status: "forfeited", allowed: "0.00" },
      { year: 2, status: "not met", allowed: "0.00" },
      { year: 3, status: "lease-capped", allowed: "2500000.50" },
      { year: 4, status: "earned", allowed: "4000000.00" },
      { year: 5, status: "pending", allowed: "0.00" },
    ],
  },
};
export default scenario;
