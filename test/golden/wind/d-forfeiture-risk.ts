import type { Scenario } from "../scenario";

// s.6 d.: a period ending after 2026-01-13 while the documentation remains unapproved is
// forfeited. firstYear 2025 (December), no documentationApprovalDate: the risk is flagged, no
// amount changes. Total 80,000,000.00; fifth 16,000,000.00.
// year 1 = period 1 ends 2025-12-31, not after 2026-01-13: no risk; earned (100 >= 100)
// year 2 = period 2 ends 2026-12-31, after: risk; earned (150 >= 150)
// year 3 = period 3 ends 2027-12-31: 199 < 200, not met: no risk (it earns nothing anyway)
// years 4-5 = periods 4-5, past the list: pending, ending 2028-12-31 and 2029-12-31: risk
// allowed 2 x 16,000,000 = 32,000,000.00; not met 16,000,000.00; pending 32,000,000.00
const scenario: Scenario = {
  title: "Documentation not yet approved: the years at risk of forfeiture are flagged",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, employment: [100, 150, 199], firstYear: 2025 },
  expect: {
    years: [
      { year: 1, periodEnd: "2025-12-31", status: "earned", forfeitureRisk: false },
      { year: 2, periodEnd: "2026-12-31", status: "earned", forfeitureRisk: true },
      { year: 3, periodEnd: "2027-12-31", status: "not met", forfeitureRisk: false },
      { year: 4, period: 4, periodEnd: "2028-12-31", status: "pending", forfeitureRisk: true },
      { year: 5, period: 5, periodEnd: "2029-12-31", status: "pending", forfeitureRisk: true },
    ],
    allowedTotal: "32000000.00",
    notMetTotal: "16000000.00",
    pendingTotal: "32000000.00",
    forfeitedTotal: "0.00",
  },
};
export default scenario;
