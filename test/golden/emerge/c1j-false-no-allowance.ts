import type { Scenario } from "../scenario";

// distressed base 3,000 + (k) 1,000 + (r) 2,000 = 6,000 > 5,000 (no (j), no +1,000) -> cap step -1,000 -> 5,000.00
const scenario: Scenario = {
  title: "Labor harmony false: no bonus and no cap allowance",
  calc: "emerge.perJob",
  inputs: {
    location: "distressed",
    laborHarmony: false,
    childCare: true,
    boardMembers: 3,
    boardUnderrepresented: 3,
  },
  expect: { perJobCredit: "5000.00", status: "credit" },
  steps: {
    "c.(1)(j)": { applied: false, amount: null },
    "d.(3)": { applied: true, amount: "-1000.00" },
  },
};
export default scenario;
