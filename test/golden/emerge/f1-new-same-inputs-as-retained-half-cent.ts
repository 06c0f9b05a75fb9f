import type { Scenario } from "../scenario";

// as f2-retained-half-cent but new: 5,000 x 0.80001 = 4,000.05 x 1 -> 4,000.05
const scenario: Scenario = {
  title: "The new-job counterpart of f2-retained-half-cent",
  calc: "emerge.perJob",
  inputs: {
    location: "distressed",
    mriDistressScore: 60,
    childCare: true,
    projectMedianSalary: 80001,
    benchmarkMedianSalary: 100000,
    jobType: "new",
  },
  expect: { perJobCredit: "4000.05", status: "credit" },
};
export default scenario;
