import type { Scenario } from "../scenario";

// owner-only input for a tenant
const scenario: Scenario = {
  title: "Error: a tenant given otherTenantInvestment",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 80000000,
    tenantLeasedShare: 0.25,
    otherTenantInvestment: 0,
  },
  error: {
    input: "otherTenantInvestment",
    messageIncludes: "role is tenant",
  },
};
export default scenario;
