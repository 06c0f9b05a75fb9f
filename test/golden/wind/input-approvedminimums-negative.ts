import type { Scenario } from "../scenario";

// whole numbers of 0 or more
const scenario: Scenario = {
  title: "Error: a negative approved minimum",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, approvedMinimums: [-1, 150, 200, 300, 300] },
  error: { input: "approvedMinimums", messageIncludes: "0 or more" },
};
export default scenario;
