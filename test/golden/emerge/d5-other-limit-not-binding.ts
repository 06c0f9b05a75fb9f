import type { Scenario } from "../scenario";

// other base 500 + (r) 2,000 = 2,500 < 3,000 -> 2,500.00
const scenario: Scenario = {
  title: "Cap d.(5): 2,500 gross stays under 3,000",
  calc: "emerge.perJob",
  inputs: { location: "other", boardMembers: 4, boardUnderrepresented: 2 },
  expect: { perJobCredit: "2500.00", status: "credit" },
  steps: { "d.(5)": { applied: false } },
};
export default scenario;
