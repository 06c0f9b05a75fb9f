import type { Scenario } from "../scenario";

// s.75 e., at the cliff: B = 100,000, P = 70,000; below = 30,000 / 100,000 = 30%: "30 percent or
// more" -> no tax credit; the step takes the whole 4,000.00 -> 0.00
const scenario: Scenario = {
  title: "Salary reduction step: exactly 30% below takes the whole amount",
  calc: "emerge.perJob",
  inputs: { location: "grm", projectMedianSalary: 70000, benchmarkMedianSalary: 100000 },
  expect: { perJobCredit: "0.00", status: "no-credit" },
  steps: { "e.": { applied: true, amount: "-4000.00", reasonIncludes: "no tax credit" } },
};
export default scenario;
