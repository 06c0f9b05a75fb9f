import type { Scenario } from "../scenario";

// dates are YYYY-MM-DD or serials
const scenario: Scenario = {
  title: "Error: a documentation date in words",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    documentationDate: "July 1, 2028",
  },
  error: {
    input: "documentationDate",
  },
};
export default scenario;
