import type { Scenario } from "../scenario";

// employment lists at most ten privilege periods (our bound: room for a credit period that
// begins after five periods below the first year's minimum); eleven is one past it
const scenario: Scenario = {
  title: "Error: eleven employment values",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: [0, 0, 0, 0, 0, 0, 100, 150, 200, 300, 300],
  },
  error: { input: "employment", messageIncludes: "at most 10" },
};
export default scenario;
