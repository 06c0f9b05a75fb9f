import type { Scenario } from "../scenario";

// qoz 2,500 + (q) 1,000 + (e) 500 = 4,000 = cap d.(4) -> 4,000.00
const scenario: Scenario = {
  title: "QOZ with opportunityZone given true",
  calc: "emerge.perJob",
  inputs: { location: "qoz", opportunityZone: true, smallBusiness: true },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "c.(1)(q)": { applied: true, amount: "1000.00" } },
};
export default scenario;
