import type { Scenario } from "../scenario";

// the missing area is named
const scenario: Scenario = {
  title: "Error: tenantLeasedArea without totalLeasableArea",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 80000000,
    tenantLeasedArea: 1000,
  },
  error: {
    input: "totalLeasableArea",
  },
};
export default scenario;
