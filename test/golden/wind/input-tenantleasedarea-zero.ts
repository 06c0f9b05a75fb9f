import type { Scenario } from "../scenario";

// areas are greater than 0
const scenario: Scenario = {
  title: "Error: tenantLeasedArea of 0",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 80000000,
    tenantLeasedArea: 0,
    totalLeasableArea: 1000,
  },
  error: {
    input: "tenantLeasedArea",
  },
};
export default scenario;
