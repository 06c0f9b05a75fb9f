import type { Scenario } from "../scenario";

// With a documentationApprovalDate the forfeiture test decides (s.6 d.), and no year is at risk:
// approved 2026-06-01, before every period's end (2026-12-31 on): nothing forfeited.
// Total 80,000,000.00; allowed 2 x 16,000,000 = 32,000,000.00; pending 48,000,000.00
const scenario: Scenario = {
  title: "Documentation approved: no year carries a forfeiture risk",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [100, 150],
    firstYear: 2026,
    documentationApprovalDate: "2026-06-01",
  },
  expect: {
    years: [
      { year: 1, status: "earned", forfeitureRisk: false },
      { year: 2, status: "earned", forfeitureRisk: false },
      { year: 3, status: "pending", forfeitureRisk: false },
      { year: 4, status: "pending", forfeitureRisk: false },
      { year: 5, status: "pending", forfeitureRisk: false },
    ],
    allowedTotal: "32000000.00",
    pendingTotal: "48000000.00",
  },
};
export default scenario;
