import type { Scenario } from "../scenario";

// approvedJobs is a whole number
const scenario: Scenario = {
  title: "Error: approvedJobs not whole",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    approvedJobs: 150.5,
  },
  error: {
    input: "approvedJobs",
  },
};
export default scenario;
