import type { Scenario } from "../scenario";

// T5 (other eligible area): base b.(5) 500 -> 500.00
const scenario: Scenario = {
  title: "Other eligible area base only",
  calc: "emerge.perJob",
  inputs: { location: "other" },
  expect: { perJobCredit: "500.00", status: "credit", tier: 5 },
  steps: { "b.(5)": { applied: true, amount: "500.00" }, "d.(5)": { applied: false } },
};
export default scenario;
