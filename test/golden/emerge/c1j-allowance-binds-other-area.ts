import type { Scenario } from "../scenario";

// other base 500 + (j) 2,000 + (r) 2,000 + (k) 1,000 = 5,500 > 3,000 + 1,000 = 4,000 -> cap step -1,500 -> 4,000.00
const scenario: Scenario = {
  title: "Labor harmony: T5 cap raised to 4,000 and binding",
  calc: "emerge.perJob",
  inputs: {
    location: "other",
    laborHarmony: true,
    boardMembers: 4,
    boardUnderrepresented: 2,
    childCare: true,
  },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: {
    "c.(1)(j)": { applied: true, amount: "2000.00" },
    "d.(5)": { applied: true, amount: "-1500.00" },
  },
};
export default scenario;
