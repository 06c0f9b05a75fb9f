import type { Scenario } from "../scenario";

// a tenant needs tenantLeasedShare, or both areas
const scenario: Scenario = {
  title: "Error: tenant without a share or areas",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 80000000,
  },
  error: {
    input: "tenantLeasedShare",
  },
};
export default scenario;
