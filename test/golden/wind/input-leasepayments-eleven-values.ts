import type { Scenario } from "../scenario";

// leasePayments are listed by period, as employment is: at most ten
const scenario: Scenario = {
  title: "Error: eleven lease-payment values",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 80000000,
    tenantLeasedShare: 0.3,
    leasePayments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  },
  error: { input: "leasePayments", messageIncludes: "at most 10" },
};
export default scenario;
