import type { Scenario } from "../scenario";

// megaProject -> T1 base 4,000; location qoz -> opportunityZone defaults true -> (q) +1,000;
// gross 5,000 <= cap d.(1) 8,000 -> 5,000.00
const scenario: Scenario = {
  title: "Mega project in a QOZ: tier 1 base plus (q)",
  calc: "emerge.perJob",
  inputs: { location: "qoz", megaProject: true },
  expect: { perJobCredit: "5000.00", status: "credit", tier: 1 },
  steps: {
    "b.(1)": { applied: true, amount: "4000.00" },
    "c.(1)(q)": { applied: true, amount: "1000.00" },
  },
};
export default scenario;
