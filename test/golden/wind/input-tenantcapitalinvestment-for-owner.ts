import type { Scenario } from "../scenario";

// tenant-only input for an owner
const scenario: Scenario = {
  title: "Error: an owner given tenantCapitalInvestment",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    tenantCapitalInvestment: 1000000,
  },
  error: {
    input: "tenantCapitalInvestment",
    messageIncludes: "role is owner",
  },
};
export default scenario;
