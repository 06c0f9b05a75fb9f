import type { Scenario } from "../scenario";

// grm base 4,000 + (a) 1,000 + (k) 1,000 + (r) 2,000 = 8,000 = cap -> 8,000.00 (nothing taken away)
const scenario: Scenario = {
  title: "Cap d.(1): gross exactly 8,000",
  calc: "emerge.perJob",
  inputs: {
    location: "grm",
    mriDistressScore: 99,
    childCare: true,
    boardMembers: 3,
    boardUnderrepresented: 1,
  },
  expect: { perJobCredit: "8000.00", status: "credit" },
};
export default scenario;
