import type { Scenario } from "../scenario";

// distressed base 3,000 + (j) 2,000 + (k) 1,000 = 6,000 <= 5,000 + 1,000 -> 6,000.00 (above the plain 5,000 cap)
const scenario: Scenario = {
  title: "Labor harmony: T3 gross 6,000 passes the normal 5,000 cap",
  calc: "emerge.perJob",
  inputs: { location: "distressed", laborHarmony: true, childCare: true },
  expect: { perJobCredit: "6000.00", status: "credit" },
};
export default scenario;
