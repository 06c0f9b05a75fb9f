import type { Scenario } from "../scenario";

// corridor base 2,500 + (e) 500 = 3,000 < 4,000 -> 3,000.00
const scenario: Scenario = {
  title: "Cap d.(4): 3,000 gross stays under 4,000",
  calc: "emerge.perJob",
  inputs: { location: "corridor", smallBusiness: true },
  expect: { perJobCredit: "3000.00", status: "credit" },
  steps: { "d.(4)": { applied: false } },
};
export default scenario;
