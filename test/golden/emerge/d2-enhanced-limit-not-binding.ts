import type { Scenario } from "../scenario";

// enhanced base 3,500 + (a) 1,000 + (k) 1,000 = 5,500 < 6,000 -> 5,500.00
const scenario: Scenario = {
  title: "Cap d.(2): 5,500 gross stays under 6,000",
  calc: "emerge.perJob",
  inputs: { location: "enhanced", mriDistressScore: 80, childCare: true },
  expect: { perJobCredit: "5500.00", status: "credit" },
  steps: { "d.(2)": { applied: false } },
};
export default scenario;
