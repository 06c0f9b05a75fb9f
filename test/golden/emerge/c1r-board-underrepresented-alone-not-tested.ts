import type { Scenario } from "../scenario";

// emerge.md (r): "boardMembers given and 3 x boardUnderrepresented >= boardMembers". Without
// boardMembers the one-third test is not made: (r) not applied, the step says why.
// grm base b.(1) 4,000.00, no bonus: 4,000.00
const scenario: Scenario = {
  title: "boardUnderrepresented without boardMembers: (r) not tested",
  calc: "emerge.perJob",
  inputs: { location: "grm", boardUnderrepresented: 2 },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "c.(1)(r)": { applied: false, amount: null, reasonIncludes: "boardMembers is not" } },
};
export default scenario;
