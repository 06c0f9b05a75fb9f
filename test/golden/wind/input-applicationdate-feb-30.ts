import type { Scenario } from "../scenario";

// 2025-02-30 is not a date
const scenario: Scenario = {
  title: "Error: an application date that does not exist",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    applicationDate: "2025-02-30",
  },
  error: {
    input: "applicationDate",
  },
};
export default scenario;
