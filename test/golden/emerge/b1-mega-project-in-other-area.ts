import type { Scenario } from "../scenario";

// megaProject -> T1 whatever the location (b.(1)): base 4,000; no bonuses -> 4,000.00
const scenario: Scenario = {
  title: "Mega project in an other eligible area is tier 1",
  calc: "emerge.perJob",
  inputs: { location: "other", megaProject: true },
  expect: { perJobCredit: "4000.00", status: "credit", tier: 1 },
  steps: { "b.(1)": { applied: true, amount: "4000.00" } },
};
export default scenario;
