import type { Scenario } from "../scenario";

// distressed 3,000 + (a) 1,000 + (k) 1,000 = 5,000 = cap; B = 100,000, P = 80,000.19: below 0.1999981;
// 5,000 x 0.8000019 = 4,000.0095; retained x 1/2 = 2,000.00475 -> 2,000.00
// (rounding 4,000.0095 to 4,000.01 first and halving to 2,000.005 -> 2,000.01 would be double rounding)
const scenario: Scenario = {
  title: "Retained job: rounded once at the end, not after the reduction",
  calc: "emerge.perJob",
  inputs: {
    location: "distressed",
    mriDistressScore: 60,
    childCare: true,
    projectMedianSalary: "80000.19",
    benchmarkMedianSalary: 100000,
    jobType: "retained",
  },
  expect: { perJobCredit: "2000.00", status: "credit" },
};
export default scenario;
