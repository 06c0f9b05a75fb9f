import type { Scenario } from "../scenario";

// s.75 a.: the credit is for each year's new and retained full-time jobs; newJobs 0 and no
// retained jobs -> no credit this year: 0 x 4,000 + 0 x 2,000 = 0.00
const scenario: Scenario = {
  title: "Annual with no jobs: the year's step does not apply",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 0, retainedJobs: 0 },
  expect: { beforeCap: "0.00", annualCredit: "0.00", jobs: [] },
  steps: { "a.": { applied: false, amount: null, reasonIncludes: "no credit this year" } },
};
export default scenario;
