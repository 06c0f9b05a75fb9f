import type { Scenario } from "../scenario";

// enhanced base 3,500 + (a) 1,000 + (k) 1,000 + (r) 2,000 = 7,500 > 6,000 -> cap step -1,500 -> 6,000.00
const scenario: Scenario = {
  title: "Cap d.(2): 7,500 gross is capped at 6,000",
  calc: "emerge.perJob",
  inputs: {
    location: "enhanced",
    mriDistressScore: 80,
    childCare: true,
    boardMembers: 9,
    boardUnderrepresented: 4,
  },
  expect: { perJobCredit: "6000.00", status: "credit" },
  steps: { "d.(2)": { applied: true, amount: "-1500.00" } },
};
export default scenario;
