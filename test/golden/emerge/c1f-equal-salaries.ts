import type { Scenario } from "../scenario";

// enhanced base 3,500; P = B = 60,000: not in excess (no f), not below (no e.) -> 3,500.00
const scenario: Scenario = {
  title: "Bonus (f) and e.: equal salaries neither add nor reduce",
  calc: "emerge.perJob",
  inputs: { location: "enhanced", projectMedianSalary: 60000, benchmarkMedianSalary: 60000 },
  expect: { perJobCredit: "3500.00", status: "credit" },
  steps: { "c.(1)(f)": { applied: false, amount: null }, "e.": { applied: false } },
};
export default scenario;
