import type { Scenario } from "../scenario";

// A year's allowed amount is at most its lease payments (s.6 d.); 100.005 would be shown as
// 100.01, above the payments: refused unless whole cents.
const scenario: Scenario = {
  title: "leasePayments 100.005: refused, lease payments must be in whole cents",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 60000000,
    tenantLeasedShare: 0.5,
    leasePayments: [100.005],
  },
  error: { input: "leasePayments", messageIncludes: "whole cents" },
};
export default scenario;
