import type { Scenario } from "../scenario";

// T4 (corridor): base b.(4) 2,500; no (q) (not a QOZ) -> 2,500.00
const scenario: Scenario = {
  title: "Employment and investment corridor base only",
  calc: "emerge.perJob",
  inputs: { location: "corridor" },
  expect: { perJobCredit: "2500.00", status: "credit", tier: 4 },
  steps: { "b.(4)": { applied: true, amount: "2500.00" }, "c.(1)(q)": { applied: false } },
};
export default scenario;
