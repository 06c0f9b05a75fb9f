import type { Scenario } from "../scenario";

// netBenefit is money, 0 or more
const scenario: Scenario = {
  title: "Error: negative netBenefit",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, netBenefit: -1 },
  error: { input: "netBenefit" },
};
export default scenario;
