import type { Scenario } from "../scenario";

// T1 (government-restricted municipality), no bonuses: base b.(1) 4,000.00; cap d.(1) 8,000 not binding;
// new job x 1 -> 4,000.00. Bonus (g) was deleted by P.L.2021, c.160: always a non-applied step.
const scenario: Scenario = {
  title: "GRM base only",
  calc: "emerge.perJob",
  inputs: { location: "grm" },
  expect: { perJobCredit: "4000.00", status: "credit", tier: 1 },
  steps: {
    "b.(1)": { applied: true, amount: "4000.00" },
    "c.(1)(a)": { applied: false },
    "c.(1)(g)": { applied: false, amount: null },
    "d.(1)": { applied: false },
  },
};
export default scenario;
