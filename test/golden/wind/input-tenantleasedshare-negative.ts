import type { Scenario } from "../scenario";

// a share is between 0 and 1
const scenario: Scenario = {
  title: "Error: tenantLeasedShare below 0",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 80000000,
    tenantLeasedShare: -0.1,
  },
  error: {
    input: "tenantLeasedShare",
  },
};
export default scenario;
