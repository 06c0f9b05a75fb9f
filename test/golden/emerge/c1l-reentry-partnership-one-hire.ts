import type { Scenario } from "../scenario";

// grm base 4,000; reentryPartnership and reentryHires 1 (>= 1) -> (l) +500 -> 4,500.00
const scenario: Scenario = {
  title: "Bonus (l): re-entry partnership with one hire",
  calc: "emerge.perJob",
  inputs: { location: "grm", reentryPartnership: true, reentryHires: 1 },
  expect: { perJobCredit: "4500.00", status: "credit" },
  steps: { "c.(1)(l)": { applied: true, amount: "500.00" } },
};
export default scenario;
