import type { Scenario } from "../scenario";

// B 100,000, P 70,000: 30% below -> per-job 0 -> 0 x 10 + 0 x 5 = 0.00
const scenario: Scenario = {
  title: "Annual: salary 30% below the benchmark gives no credit",
  calc: "emerge.annual",
  inputs: {
    location: "grm",
    projectMedianSalary: 70000,
    benchmarkMedianSalary: 100000,
    newJobs: 10,
    retainedJobs: 5,
  },
  expect: { beforeCap: "0.00", annualCredit: "0.00" },
};
export default scenario;
