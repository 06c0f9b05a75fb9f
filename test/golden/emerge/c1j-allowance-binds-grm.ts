import type { Scenario } from "../scenario";

// grm base 4,000 + (j) 2,000 + (r) 2,000 + (a) 1,000 + (k) 1,000 = 10,000 > 8,000 + 1,000 = 9,000
// -> cap step -1,000 -> 9,000.00
const scenario: Scenario = {
  title: "Labor harmony: T1 gross 10,000 capped at 9,000",
  calc: "emerge.perJob",
  inputs: {
    location: "grm",
    laborHarmony: true,
    boardMembers: 3,
    boardUnderrepresented: 1,
    mriDistressScore: 51,
    childCare: true,
  },
  expect: { perJobCredit: "9000.00", status: "credit", gross: "10000.00" },
  steps: { "d.(1)": { applied: true, amount: "-1000.00" } },
};
export default scenario;
