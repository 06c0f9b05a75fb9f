import type { Scenario } from "../scenario";

// share = 1,000 / 3,000 (exact); represented = 52,500,000 x 1,000 / 3,000 = 17,500,000 exactly (not 17,499,999.99...)
// ownerTotal 52,500,000 >= 50,000,000; represented >= 17,500,000: eligible
// base 17,500,000; total 17,500,000.00; fifth 3,500,000.00
const scenario: Scenario = {
  title: "Tenant leasing one third of the area of a $52,500,000 facility: exactly $17,500,000",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 52500000,
    tenantLeasedArea: 1000,
    totalLeasableArea: 3000,
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    eligible: true,
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
  },
};
export default scenario;
