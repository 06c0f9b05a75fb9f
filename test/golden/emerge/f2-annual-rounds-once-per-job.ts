import type { Scenario } from "../scenario";

// as f2-retained-rounds-once / f1-new-rounds-once: new per job 4,000.01, retained per job 2,000.00 (from 2,000.00475);
// 3 x 4,000.01 = 12,000.03 + 5 x 2,000.00 = 10,000.00 -> 22,000.03
const scenario: Scenario = {
  title: "Annual: retained per-job amount rounded once, then multiplied",
  calc: "emerge.annual",
  inputs: {
    location: "distressed",
    mriDistressScore: 60,
    childCare: true,
    projectMedianSalary: "80000.19",
    benchmarkMedianSalary: 100000,
    newJobs: 3,
    retainedJobs: 5,
  },
  expect: { beforeCap: "22000.03", annualCredit: "22000.03" },
};
export default scenario;
