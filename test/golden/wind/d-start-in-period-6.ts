import type { Scenario } from "../scenario";

// s.6 d.: five periods below f.(1)'s first-year minimum of 100 (0, 50, 99, 99.99, 0) are not
// begun: no credit and nothing lost. Period 6 (100 >= 100) is compliance year 1; periods 7-10
// are years 2-5: 150 >= 150, 200 >= 200, 300 >= 300, 300 >= 300, all earned.
// firstYear 2026 (December): period 6 is tax year 2031, ending 2031-12-31; period 10 ends 2035-12-31.
// Total 80,000,000.00; fifth 16,000,000.00; allowed 5 x 16,000,000 = 80,000,000.00
// documentationApprovalDate 2026-06-01, before every period's end: nothing forfeited, no risk.
const scenario: Scenario = {
  title: "The credit period starts in period 6, after five periods below the first-year minimum",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [0, 50, 99, 99.99, 0, 100, 150, 200, 300, 300],
    firstYear: 2026,
    documentationApprovalDate: "2026-06-01",
  },
  expect: {
    eligible: true,
    startPeriod: 6,
    notBegun: [
      { period: 1, employment: 0, requiredJobs: 100, periodEnd: "2026-12-31" },
      { period: 2, employment: 50, requiredJobs: 100, periodEnd: "2027-12-31" },
      { period: 3, employment: 99, requiredJobs: 100, periodEnd: "2028-12-31" },
      { period: 4, employment: 99.99, requiredJobs: 100, periodEnd: "2029-12-31" },
      { period: 5, employment: 0, requiredJobs: 100, periodEnd: "2030-12-31" },
    ],
    years: [
      {
        year: 1,
        period: 6,
        taxYear: 2031,
        periodEnd: "2031-12-31",
        employment: 100,
        status: "earned",
        forfeitureRisk: false,
      },
      { year: 2, period: 7, taxYear: 2032, employment: 150, status: "earned" },
      { year: 3, period: 8, taxYear: 2033, employment: 200, status: "earned" },
      { year: 4, period: 9, taxYear: 2034, employment: 300, status: "earned" },
      {
        year: 5,
        period: 10,
        taxYear: 2035,
        periodEnd: "2035-12-31",
        employment: 300,
        status: "earned",
      },
    ],
    allowedTotal: "80000000.00",
    notMetTotal: "0.00",
  },
};
export default scenario;
