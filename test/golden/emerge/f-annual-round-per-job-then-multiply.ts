import type { Scenario } from "../scenario";

// distressed 3,000 x 50,000/70,000 = 2,142.857142... -> 2,142.86 per new job; retained 1,071.428571... -> 1,071.43.
// 7 x 2,142.86 = 15,000.02 + 3 x 1,071.43 = 3,214.29 -> 18,214.31
// (multiplying the unrounded amounts would give 15,000.00 + 3,214.29 = 18,214.29)
const scenario: Scenario = {
  title: "Annual: each per-job amount is rounded to cents before multiplying",
  calc: "emerge.annual",
  inputs: {
    location: "distressed",
    projectMedianSalary: 50000,
    benchmarkMedianSalary: 70000,
    newJobs: 7,
    retainedJobs: 3,
  },
  expect: { beforeCap: "18214.31", annualCredit: "18214.31" },
};
export default scenario;
