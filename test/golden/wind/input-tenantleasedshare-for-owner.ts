import type { Scenario } from "../scenario";

// tenant-only input for an owner
const scenario: Scenario = {
  title: "Error: an owner given tenantLeasedShare",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    tenantLeasedShare: 0.5,
  },
  error: {
    input: "tenantLeasedShare",
  },
};
export default scenario;
