import type { Scenario } from "../scenario";

// firstYear is a whole year
const scenario: Scenario = {
  title: "Error: firstYear not whole",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    firstYear: 2025.5,
  },
  error: {
    input: "firstYear",
  },
};
export default scenario;
