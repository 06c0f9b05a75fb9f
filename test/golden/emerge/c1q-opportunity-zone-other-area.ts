import type { Scenario } from "../scenario";

// other (T5) base 500; opportunityZone true -> (q) +1,000; gross 1,500 <= 3,000 -> 1,500.00
const scenario: Scenario = {
  title: "Bonus (q): opportunity zone flag outside the qoz tier",
  calc: "emerge.perJob",
  inputs: { location: "other", opportunityZone: true },
  expect: { perJobCredit: "1500.00", status: "credit" },
  steps: { "c.(1)(q)": { applied: true, amount: "1000.00" } },
};
export default scenario;
