import type { Scenario } from "../scenario";

// employment values are 0 or more
const scenario: Scenario = {
  title: "Error: negative employment",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [100, -1],
  },
  error: {
    input: "employment",
  },
};
export default scenario;
