import type { Scenario } from "../scenario";

// enhanced 3,500 + (k) 1,000 = 4,500; B = 80,000, P = 52,000: below 28,000/80,000 = 0.35 >= 0.30 -> 0.00 no-credit
const scenario: Scenario = {
  title: "Salary 35% below wipes out a large credit",
  calc: "emerge.perJob",
  inputs: {
    location: "enhanced",
    childCare: true,
    projectMedianSalary: 52000,
    benchmarkMedianSalary: 80000,
  },
  expect: { perJobCredit: "0.00", status: "no-credit" },
};
export default scenario;
