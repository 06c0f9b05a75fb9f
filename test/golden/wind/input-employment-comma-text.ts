import type { Scenario } from "../scenario";

// "120,160,210" would otherwise parse as one grouped number, 120,160,210 employees in year 1: refused as ambiguous
const scenario: Scenario = {
  title: "Error: employment as one text with commas (a list or a grouped number?)",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    employment: "120,160,210",
  },
  error: {
    input: "employment",
    messageIncludes: "ambiguous",
  },
};
export default scenario;
