import type { Scenario } from "../scenario";

// distressed 3,000 x 5/7 = 2,142.857142...; retained x 1/2 = 1,071.428571... -> 1,071.43
const scenario: Scenario = {
  title: "Retained job after a non-terminating reduction",
  calc: "emerge.perJob",
  inputs: {
    location: "distressed",
    projectMedianSalary: 50000,
    benchmarkMedianSalary: 70000,
    jobType: "retained",
  },
  expect: { perJobCredit: "1071.43", status: "credit" },
};
export default scenario;
