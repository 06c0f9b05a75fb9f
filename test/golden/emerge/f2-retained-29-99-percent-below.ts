import type { Scenario } from "../scenario";

// enhanced 3,500; B 100,000, P 70,010: x 0.7001 = 2,450.35; retained / 2 = 1,225.175 -> half-up 1,225.18
const scenario: Scenario = {
  title: "Retained job 29.99% below the benchmark",
  calc: "emerge.perJob",
  inputs: {
    location: "enhanced",
    projectMedianSalary: 70010,
    benchmarkMedianSalary: 100000,
    jobType: "retained",
  },
  expect: { perJobCredit: "1225.18", status: "credit" },
};
export default scenario;
