import type { Scenario } from "../scenario";

// capitalInvestment is required
const scenario: Scenario = {
  title: "Error: no capital investment",
  calc: "wind.schedule",
  inputs: {
    employment: [100],
  },
  error: {
    input: "capitalInvestment",
    messageIncludes: "required",
  },
};
export default scenario;
