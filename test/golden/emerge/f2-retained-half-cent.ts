import type { Scenario } from "../scenario";

// distressed 3,000 + (a) 1,000 + (k) 1,000 = 5,000 = cap; B = 100,000, P = 80,001: below 0.19999;
// 5,000 x 0.80001 = 4,000.05; retained x 1/2 = 2,000.025 -> half-up 2,000.03
// (half-even or truncation would give 2,000.02)
const scenario: Scenario = {
  title: "Retained job: the half produces a half-cent, rounded up",
  calc: "emerge.perJob",
  inputs: {
    location: "distressed",
    mriDistressScore: 60,
    childCare: true,
    projectMedianSalary: 80001,
    benchmarkMedianSalary: 100000,
    jobType: "retained",
  },
  expect: { perJobCredit: "2000.03", status: "credit" },
};
export default scenario;
