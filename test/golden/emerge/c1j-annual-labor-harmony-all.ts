import type { Scenario } from "../scenario";

// grm 4,000 + (c) 300 new jobs in 251-400 -> 500 + (j) 2,000 = 6,500 (<= 9,000); 300 x 6,500 = 1,950,000.00
const scenario: Scenario = {
  title: "Annual: laborHarmony true covers every job",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 300, laborHarmony: true },
  expect: { beforeCap: "1950000.00", annualCredit: "1950000.00" },
};
export default scenario;
