import type { Scenario } from "../scenario";

// other base 500 + (r) 2,000 + (k) 1,000 = 3,500 > 3,000 -> cap step -500 -> 3,000.00
const scenario: Scenario = {
  title: "Cap d.(5): 3,500 gross is capped at 3,000",
  calc: "emerge.perJob",
  inputs: { location: "other", boardMembers: 4, boardUnderrepresented: 2, childCare: true },
  expect: { perJobCredit: "3000.00", status: "credit" },
  steps: { "d.(5)": { applied: true, amount: "-500.00" } },
};
export default scenario;
