import type { Scenario } from "../scenario";

// s.6 a.(1): "the prorated minimum number ... in the fifth year shall be the same as the fourth year"
const scenario: Scenario = {
  title: "Error: approved minimums whose fifth differs from the fourth",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, approvedMinimums: [100, 150, 200, 300, 301] },
  error: { input: "approvedMinimums", messageIncludes: "must be the same as the fourth" },
};
export default scenario;
