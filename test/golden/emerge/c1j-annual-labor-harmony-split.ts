import type { Scenario } from "../scenario";

// other (T5) base 500. Covered new: 500 + (j) 2,000 = 2,500 (<= 3,000 + 1,000); uncovered new 500;
// covered retained 2,500 / 2 = 1,250; uncovered retained 500 / 2 = 250.
// 6 x 2,500 = 15,000 + (10 - 6) x 500 = 2,000 + 1 x 1,250 = 1,250 + (4 - 1) x 250 = 750 -> 19,000.00
const scenario: Scenario = {
  title: "Annual: labor harmony job counts split covered and uncovered jobs",
  calc: "emerge.annual",
  inputs: {
    location: "other",
    newJobs: 10,
    retainedJobs: 4,
    laborHarmonyNewJobs: 6,
    laborHarmonyRetainedJobs: 1,
  },
  expect: { beforeCap: "19000.00", annualCredit: "19000.00" },
};
export default scenario;
