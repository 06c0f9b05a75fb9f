import type { Scenario } from "../scenario";

// distressed base 3,000 + (a) 1,000 + (r) 2,000 = 6,000 > 5,000 -> cap step -1,000 -> 5,000.00
const scenario: Scenario = {
  title: "Cap d.(3): 6,000 gross is capped at 5,000",
  calc: "emerge.perJob",
  inputs: {
    location: "distressed",
    mriDistressScore: 70,
    boardMembers: 5,
    boardUnderrepresented: 5,
  },
  expect: { perJobCredit: "5000.00", status: "credit" },
  steps: { "d.(3)": { applied: true, amount: "-1000.00" } },
};
export default scenario;
