import type { Scenario } from "../scenario";

// grm base 4,000; reentryHires 2 but no reentryPartnership -> no (l) -> 4,000.00
const scenario: Scenario = {
  title: "Bonus (l): re-entry hires without a partnership",
  calc: "emerge.perJob",
  inputs: { location: "grm", reentryHires: 2 },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "c.(1)(l)": { applied: false } },
};
export default scenario;
