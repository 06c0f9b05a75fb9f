import type { Scenario } from "../scenario";

// employment takes at most five values (one per compliance year)
const scenario: Scenario = {
  title: "Error: six employment values",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [100, 150, 200, 300, 300, 300],
  },
  error: {
    input: "employment",
    messageIncludes: "at most 5",
  },
};
export default scenario;
