import type { Scenario } from "../scenario";

// the missing area is named
const scenario: Scenario = {
  title: "Error: totalLeasableArea without tenantLeasedArea",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 80000000,
    totalLeasableArea: 1000,
  },
  error: {
    input: "tenantLeasedArea",
  },
};
export default scenario;
