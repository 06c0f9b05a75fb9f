import type { Scenario } from "../scenario";

// grm base 4,000 + (a) 1,000 + (k) 1,000 + (e) 500 + (h) 500 + (i) 500 + (r) 2,000 = 9,500 > 8,000
// -> cap step -1,500 -> 8,000.00
const scenario: Scenario = {
  title: "Cap d.(1): 9,500 gross is capped at 8,000",
  calc: "emerge.perJob",
  inputs: {
    location: "grm",
    mriDistressScore: 60,
    childCare: true,
    smallBusiness: true,
    targetedIndustry: true,
    incubator: true,
    boardMembers: 6,
    boardUnderrepresented: 2,
  },
  expect: { perJobCredit: "8000.00", status: "credit", gross: "9500.00" },
  steps: { "d.(1)": { applied: true, amount: "-1500.00" } },
};
export default scenario;
