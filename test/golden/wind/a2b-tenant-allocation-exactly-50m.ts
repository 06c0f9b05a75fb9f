import type { Scenario } from "../scenario";

// alloc = min(8,000,000, max(0, 50,000,000 - 45,000,000) = 5,000,000) = 5,000,000
// ownerTotal = 45,000,000 + 5,000,000 = 50,000,000 (exactly: "more than" read as "at least", noted in the trace)
// v2: represented = 50,000,000 x 0.35 + (8,000,000 - 5,000,000) = 17,500,000 + 3,000,000
//     = 20,500,000 >= 17,500,000: eligible (was 17,500,000: the unallocated part now counts)
// base = represented = 20,500,000; total 20,500,000.00; fifth 4,100,000.00
const scenario: Scenario = {
  title:
    "Tenant's investment allocated to the owner's minimum, the rest added to its represented amount",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 45000000,
    tenantCapitalInvestment: 8000000,
    tenantLeasedShare: 0.35,
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    eligible: true,
    creditBase: "20500000.00",
    totalCredit: "20500000.00",
    years: [
      {
        year: 1,
        taxYear: null,
        requiredJobs: 100,
        employment: 100,
        scheduled: "4100000.00",
        allowed: "4100000.00",
        status: "earned",
      },
      {
        year: 2,
        taxYear: null,
        requiredJobs: 150,
        employment: 150,
        scheduled: "4100000.00",
        allowed: "4100000.00",
        status: "earned",
      },
      {
        year: 3,
        taxYear: null,
        requiredJobs: 200,
        employment: 200,
        scheduled: "4100000.00",
        allowed: "4100000.00",
        status: "earned",
      },
      {
        year: 4,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "4100000.00",
        allowed: "4100000.00",
        status: "earned",
      },
      {
        year: 5,
        taxYear: null,
        requiredJobs: 300,
        employment: 300,
        scheduled: "4100000.00",
        allowed: "4100000.00",
        status: "earned",
      },
    ],
    allowedTotal: "20500000.00",
    investment: {
      ownerTotal: "50000000.00",
      tenantInvestmentAllocated: "5000000.00",
      tenantInvestmentNotAllocated: "3000000.00",
      represented: "20500000.00",
    },
  },
  steps: {
    "a.(2)(b)": {
      applied: false,
      reasonIncludes: "more than $50,000,000",
    },
    "d. base": {
      amount: "20500000.00",
    },
  },
};
export default scenario;
