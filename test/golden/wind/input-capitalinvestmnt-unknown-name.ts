import type { Scenario } from "../scenario";

// unknown names are named back
const scenario: Scenario = {
  title: "Error: an input the wind credit does not have",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    capitalInvestmnt: 5,
  },
  error: {
    input: "capitalInvestmnt",
    messageIncludes: "capitalInvestment",
  },
};
export default scenario;
