import type { Scenario } from "../scenario";

// as 147 but new: 4,000.0095 -> half-up 4,000.01
const scenario: Scenario = {
  title: "The new-job counterpart of 147",
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
