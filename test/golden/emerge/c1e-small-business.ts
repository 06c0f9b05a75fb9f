import type { Scenario } from "../scenario";

// grm base 4,000; smallBusiness -> (e) +500 -> 4,500.00
const scenario: Scenario = {
  title: "Bonus (e): small business",
  calc: "emerge.perJob",
  inputs: { location: "grm", smallBusiness: true },
  expect: { perJobCredit: "4500.00", status: "credit" },
  steps: { "c.(1)(e)": { applied: true, amount: "500.00" } },
};
export default scenario;
