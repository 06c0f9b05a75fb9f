import type { Scenario } from "../scenario";

// firstYear 2025 (CBT-100 tax year: periods ending 2025-07-31 to 2026-06-30), periodEndMonth 4:
// year 1 ends 2026-04-30 (January-June: in 2026); years 2-5 end 2027-04-30, 2028-04-30, 2029-04-30, 2030-04-30
// approval 2026-07-01: year 1 ends after 2026-01-13 and the documentation was still unapproved at its end -> forfeited 16,000,000.00;
// year 2 ends 2027-04-30, after the approval -> not forfeited. owner 80,000,000: fifth 16,000,000.00
// allowed 4 x 16,000,000 = 64,000,000.00; forfeitedTotal 16,000,000.00
const scenario: Scenario = {
  title:
    "periodEndMonth 4, tax year 2025: year 1 ends 2026-04-30, forfeited by a 2026-07-01 approval",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [100, 150, 200, 300, 300],
    firstYear: 2025,
    periodEndMonth: 4,
    documentationApprovalDate: "2026-07-01",
  },
  expect: {
    years: [
      { year: 1, taxYear: 2025, periodEnd: "2026-04-30", status: "forfeited" },
      { year: 2, taxYear: 2026, periodEnd: "2027-04-30", status: "earned" },
      { year: 3, taxYear: 2027, periodEnd: "2028-04-30", status: "earned" },
      { year: 4, taxYear: 2028, periodEnd: "2029-04-30", status: "earned" },
      { year: 5, taxYear: 2029, periodEnd: "2030-04-30", status: "earned" },
    ],
    allowedTotal: "64000000.00",
    forfeitedTotal: "16000000.00",
  },
};
export default scenario;
