import type { Scenario } from "../scenario";

// grm base 4,000 + (a) 1,000 + (k) 1,000 + (e) 500 + (h) 500 + (i) 500 = 7,500 < 8,000 -> 7,500.00
const scenario: Scenario = {
  title: "Cap d.(1): 7,500 gross stays under 8,000",
  calc: "emerge.perJob",
  inputs: {
    location: "grm",
    mriDistressScore: 60,
    childCare: true,
    smallBusiness: true,
    targetedIndustry: true,
    incubator: true,
  },
  expect: { perJobCredit: "7500.00", status: "credit" },
  steps: { "d.(1)": { applied: false } },
};
export default scenario;
