import type { Scenario } from "../scenario";

// leasePayments takes at most five values
const scenario: Scenario = {
  title: "Error: six lease-payment values",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 80000000,
    tenantLeasedShare: 0.25,
    leasePayments: [1, 2, 3, 4, 5, 6],
  },
  error: {
    input: "leasePayments",
    messageIncludes: "at most 5",
  },
};
export default scenario;
