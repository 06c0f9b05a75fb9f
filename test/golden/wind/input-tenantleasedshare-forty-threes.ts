import type { Scenario } from "../scenario";

// A share of forty threes (40 decimal places) is beyond the 30 decimal places an input may have
// (README, Readings: numbers); the core's exact arithmetic is sized for inputs within that bound,
// so it is refused naming the input rather than decided at a precision it was not built for.
// (Found by the independent wind eval comparison, when 40-digit products decided it wrongly.)
const scenario: Scenario = {
  title: "a share of forty threes: refused, more than 30 decimal places",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 52500000,
    tenantLeasedShare: "0.3333333333333333333333333333333333333333",
  },
  error: { input: "tenantLeasedShare", messageIncludes: "30 decimal places" },
};
export default scenario;
