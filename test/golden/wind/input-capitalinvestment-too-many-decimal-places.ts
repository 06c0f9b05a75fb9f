import type { Scenario } from "../scenario";

// 0.000000000000000000000000000000005 has 33 decimal places, beyond the 30 an input may have:
// refused naming otherTenantInvestment (see input-tenantleasedshare-forty-threes).
const scenario: Scenario = {
  title: "a tenants' investment with 33 decimal places: refused",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: "49999999.99999999999999999999999999999999",
    otherTenantInvestment: "0.000000000000000000000000000000005",
  },
  error: { input: "capitalInvestment", messageIncludes: "30 decimal places" },
};
export default scenario;
