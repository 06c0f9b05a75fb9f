import type { Scenario } from "../scenario";

// firstYear 2025 (CBT-100 tax year: periods ending 2025-07-31 to 2026-06-30), periodEndMonth 8:
// year 1 ends 2025-08-31 (July-December: in 2025); years 2-5 end 2026-08-31, 2027-08-31, 2028-08-31, 2029-08-31
// approval 2026-07-01: year 1 ends on or before 2026-01-13 -> not forfeited;
// year 2 ends 2026-08-31, after the approval -> not forfeited. owner 80,000,000: fifth 16,000,000.00
// allowed 5 x 16,000,000 = 80,000,000.00; forfeitedTotal 0.00
const scenario: Scenario = {
  title:
    "periodEndMonth 8, tax year 2025: year 1 ends 2025-08-31, not forfeited by a 2026-07-01 approval",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [100, 150, 200, 300, 300],
    firstYear: 2025,
    periodEndMonth: 8,
    documentationApprovalDate: "2026-07-01",
  },
  expect: {
    years: [
      { year: 1, taxYear: 2025, periodEnd: "2025-08-31", status: "earned" },
      { year: 2, taxYear: 2026, periodEnd: "2026-08-31", status: "earned" },
      { year: 3, taxYear: 2027, periodEnd: "2027-08-31", status: "earned" },
      { year: 4, taxYear: 2028, periodEnd: "2028-08-31", status: "earned" },
      { year: 5, taxYear: 2029, periodEnd: "2029-08-31", status: "earned" },
    ],
    allowedTotal: "80000000.00",
    forfeitedTotal: "0.00",
  },
};
export default scenario;
