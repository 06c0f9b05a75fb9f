import type { Scenario } from "../scenario";

// distressed + (k): covered new 3,000 + 2,000 + 1,000 = 6,000 (<= 5,000 + 1,000) x 5 = 30,000;
// uncovered retained 3,000 + 1,000 = 4,000 / 2 = 2,000 x 2 = 4,000 -> 34,000.00
const scenario: Scenario = {
  title: "Annual: covered new jobs use the raised cap; retained jobs uncovered",
  calc: "emerge.annual",
  inputs: {
    location: "distressed",
    childCare: true,
    newJobs: 5,
    retainedJobs: 2,
    laborHarmonyNewJobs: 5,
  },
  expect: { beforeCap: "34000.00", annualCredit: "34000.00" },
};
export default scenario;
