import type { Scenario } from "../scenario";

// T3 (distressed municipality), no bonuses: base b.(3) 3,000.00; cap d.(3) 5,000 not binding -> 3,000.00
const scenario: Scenario = {
  title: "Distressed municipality base only",
  calc: "emerge.perJob",
  inputs: { location: "distressed" },
  expect: { perJobCredit: "3000.00", status: "credit", tier: 3 },
  steps: { "b.(3)": { applied: true, amount: "3000.00" }, "d.(3)": { applied: false } },
};
export default scenario;
