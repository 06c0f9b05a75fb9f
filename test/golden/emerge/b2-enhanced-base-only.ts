import type { Scenario } from "../scenario";

// T2 (enhanced area), no bonuses: base b.(2) 3,500.00; cap d.(2) 6,000 not binding -> 3,500.00
const scenario: Scenario = {
  title: "Enhanced area base only",
  calc: "emerge.perJob",
  inputs: { location: "enhanced" },
  expect: { perJobCredit: "3500.00", status: "credit", tier: 2 },
  steps: { "b.(2)": { applied: true, amount: "3500.00" }, "d.(2)": { applied: false } },
};
export default scenario;
