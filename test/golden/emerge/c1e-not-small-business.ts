import type { Scenario } from "../scenario";

// grm base 4,000; smallBusiness false -> no (e) -> 4,000.00
const scenario: Scenario = {
  title: "Bonus (e): smallBusiness false",
  calc: "emerge.perJob",
  inputs: { location: "grm", smallBusiness: false },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "c.(1)(e)": { applied: false, amount: null } },
};
export default scenario;
