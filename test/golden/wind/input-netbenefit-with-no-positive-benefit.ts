import type { Scenario } from "../scenario";

// netBenefit given with netPositiveBenefit FALSE: the two contradict each other, an error naming netBenefit
const scenario: Scenario = {
  title: "Error: netBenefit given with netPositiveBenefit FALSE",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, netBenefit: 1000000, netPositiveBenefit: false },
  error: { input: "netBenefit", messageIncludes: "netPositiveBenefit" },
};
export default scenario;
