import type { Scenario } from "../scenario";

// megaProject in other area -> T1 base 4,000; location other (not grm) -> (p) +1,500; gross 5,500 <= 8,000 -> 5,500.00
const scenario: Scenario = {
  title: "Bonus (p): a mega project outside a GRM still earns (p)",
  calc: "emerge.perJob",
  inputs: { location: "other", megaProject: true, marineTerminal: true },
  expect: { perJobCredit: "5500.00", status: "credit" },
  steps: { "c.(1)(p)": { applied: true, amount: "1500.00" } },
};
export default scenario;
