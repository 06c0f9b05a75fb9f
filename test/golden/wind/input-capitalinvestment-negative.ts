import type { Scenario } from "../scenario";

// money is 0 or more
const scenario: Scenario = {
  title: "Error: negative capital investment",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: -1,
  },
  error: {
    input: "capitalInvestment",
  },
};
export default scenario;
