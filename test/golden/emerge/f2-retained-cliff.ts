import type { Scenario } from "../scenario";

// below = (100,000 - 65,000)/100,000 = 0.35 >= 0.30 -> 0.00, no-credit
const scenario: Scenario = {
  title: "Retained job under the 30% cliff is still no credit",
  calc: "emerge.perJob",
  inputs: {
    location: "grm",
    projectMedianSalary: 65000,
    benchmarkMedianSalary: 100000,
    jobType: "retained",
  },
  expect: { perJobCredit: "0.00", status: "no-credit" },
};
export default scenario;
