import type { Scenario } from "../scenario";

// enhanced base 3,500; MRI 50.01 > 50 -> (a) +1,000; gross 4,500 <= 6,000 -> 4,500.00
const scenario: Scenario = {
  title: "Bonus (a): MRI 50.01 is greater than 50",
  calc: "emerge.perJob",
  inputs: { location: "enhanced", mriDistressScore: "50.01" },
  expect: { perJobCredit: "4500.00", status: "credit" },
  steps: { "c.(1)(a)": { applied: true, amount: "1000.00" } },
};
export default scenario;
