import type { Scenario } from "../scenario";

// corridor base 2,500 + (r) 2,000 = 4,500 > 4,000 -> cap step -500 -> 4,000.00
const scenario: Scenario = {
  title: "Cap d.(4): 4,500 gross is capped at 4,000",
  calc: "emerge.perJob",
  inputs: { location: "corridor", boardMembers: 4, boardUnderrepresented: 2 },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "d.(4)": { applied: true, amount: "-500.00" } },
};
export default scenario;
