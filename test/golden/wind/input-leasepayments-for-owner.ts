import type { Scenario } from "../scenario";

// tenant-only input for an owner
const scenario: Scenario = {
  title: "Error: an owner given leasePayments",
  calc: "wind.schedule",
  inputs: {
    role: "owner",
    capitalInvestment: 80000000,
    leasePayments: [1000000],
  },
  error: {
    input: "leasePayments",
  },
};
export default scenario;
