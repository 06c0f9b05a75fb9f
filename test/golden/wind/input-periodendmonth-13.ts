import type { Scenario } from "../scenario";

// months are 1 to 12
const scenario: Scenario = {
  title: "Error: periodEndMonth 13",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    periodEndMonth: 13,
  },
  error: {
    input: "periodEndMonth",
  },
};
export default scenario;
