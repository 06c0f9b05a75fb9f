import type { Scenario } from "../scenario";

// the share would exceed 1
const scenario: Scenario = {
  title: "Error: leased area larger than the total",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 80000000,
    tenantLeasedArea: 1001,
    totalLeasableArea: 1000,
  },
  error: {
    input: "tenantLeasedArea",
  },
};
export default scenario;
