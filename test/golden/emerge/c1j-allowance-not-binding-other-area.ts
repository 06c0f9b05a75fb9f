import type { Scenario } from "../scenario";

// other base 500 + (j) 2,000 = 2,500 < 4,000 -> 2,500.00
const scenario: Scenario = {
  title: "Labor harmony: T5 gross 2,500 under the raised cap",
  calc: "emerge.perJob",
  inputs: { location: "other", laborHarmony: true },
  expect: { perJobCredit: "2500.00", status: "credit" },
  steps: { "d.(5)": { applied: false } },
};
export default scenario;
