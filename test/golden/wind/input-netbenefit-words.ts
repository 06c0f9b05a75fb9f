import type { Scenario } from "../scenario";

// netBenefit must be a number
const scenario: Scenario = {
  title: "Error: netBenefit as words",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, netBenefit: "a lot" },
  error: { input: "netBenefit" },
};
export default scenario;
