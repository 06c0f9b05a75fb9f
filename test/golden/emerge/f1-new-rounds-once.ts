import type { Scenario } from "../scenario";

// as f2-retained-rounds-once but new: 4,000.0095 -> half-up 4,000.01
const scenario: Scenario = {
  title: "The new-job counterpart of f2-retained-rounds-once",
  calc: "emerge.perJob",
  inputs: {
    location: "distressed",
    mriDistressScore: 60,
    childCare: true,
    projectMedianSalary: "80000.19",
    benchmarkMedianSalary: 100000,
  },
  expect: { perJobCredit: "4000.01", status: "credit" },
};
export default scenario;
