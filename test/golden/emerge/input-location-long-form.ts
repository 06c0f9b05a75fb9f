import type { Scenario } from "../scenario";

// "Government-Restricted Municipality" is the long form of grm -> T1 base 4,000 -> 4,000.00
const scenario: Scenario = {
  title: "Long-form location text is accepted",
  calc: "emerge.perJob",
  inputs: { location: "Government-Restricted Municipality" },
  expect: { perJobCredit: "4000.00", status: "credit", tier: 1 },
};
export default scenario;
