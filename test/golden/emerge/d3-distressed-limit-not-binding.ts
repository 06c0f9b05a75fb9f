import type { Scenario } from "../scenario";

// distressed base 3,000 + (a) 1,000 = 4,000 < 5,000 -> 4,000.00
const scenario: Scenario = {
  title: "Cap d.(3): 4,000 gross stays under 5,000",
  calc: "emerge.perJob",
  inputs: { location: "distressed", mriDistressScore: 70 },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "d.(3)": { applied: false } },
};
export default scenario;
