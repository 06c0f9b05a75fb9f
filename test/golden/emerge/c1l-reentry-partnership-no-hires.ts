import type { Scenario } from "../scenario";

// grm base 4,000; reentryPartnership but reentryHires 0 (needs >= 1) -> no (l) -> 4,000.00
const scenario: Scenario = {
  title: "Bonus (l): re-entry partnership but 0 hires",
  calc: "emerge.perJob",
  inputs: { location: "grm", reentryPartnership: true, reentryHires: 0 },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "c.(1)(l)": { applied: false, amount: null } },
};
export default scenario;
