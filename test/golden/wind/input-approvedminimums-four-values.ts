import type { Scenario } from "../scenario";

// five minimums, one per compliance year: four is one short
const scenario: Scenario = {
  title: "Error: four approved minimums",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, approvedMinimums: [100, 150, 200, 300] },
  error: { input: "approvedMinimums", messageIncludes: "needs 5 whole numbers" },
};
export default scenario;
