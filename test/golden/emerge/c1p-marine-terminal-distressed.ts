import type { Scenario } from "../scenario";

// distressed base 3,000; marineTerminal, location not grm -> (p) +1,500; gross 4,500 <= 5,000 -> 4,500.00
const scenario: Scenario = {
  title: "Bonus (p): marine terminal outside a GRM",
  calc: "emerge.perJob",
  inputs: { location: "distressed", marineTerminal: true },
  expect: { perJobCredit: "4500.00", status: "credit" },
  steps: { "c.(1)(p)": { applied: true, amount: "1500.00" } },
};
export default scenario;
