import type { Scenario } from "../scenario";

// 2026-13-01 is not a date
const scenario: Scenario = {
  title: "Error: an approval date with month 13",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    documentationApprovalDate: "2026-13-01",
  },
  error: {
    input: "documentationApprovalDate",
  },
};
export default scenario;
