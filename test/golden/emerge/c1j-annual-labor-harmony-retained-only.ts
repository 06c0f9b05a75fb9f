import type { Scenario } from "../scenario";

// enhanced 3,500: uncovered new 3,500 x 2 = 7,000; covered retained (3,500 + 2,000) / 2 = 2,750 x 3 = 8,250;
// uncovered retained 3,500 / 2 = 1,750 x 1 = 1,750 -> 17,000.00; annualCap 16,999.99 binds -> 16,999.99
const scenario: Scenario = {
  title: "Annual: only retained jobs covered by the agreement",
  calc: "emerge.annual",
  inputs: {
    location: "enhanced",
    newJobs: 2,
    retainedJobs: 4,
    laborHarmonyRetainedJobs: 3,
    annualCap: "16999.99",
  },
  expect: { beforeCap: "17000.00", annualCredit: "16999.99" },
};
export default scenario;
