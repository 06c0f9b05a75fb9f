import type { Scenario } from "../scenario";

// inTargetedIndustry FALSE (and targetedIndustry not given): no (n), no (h)
// other: base 500; gross 500 -> 500.00
const scenario: Scenario = {
  title: "Bonus (n) not earned: a college relationship, but not in a targeted industry",
  calc: "emerge.perJob",
  inputs: { location: "other", collegePartnership: true, inTargetedIndustry: false },
  expect: { perJobCredit: "500.00", status: "credit" },
  steps: { "c.(1)(n)": { applied: false, amount: null } },
};
export default scenario;
