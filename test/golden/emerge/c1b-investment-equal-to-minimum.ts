import type { Scenario } from "../scenario";

// enhanced base 3,500; I = M = 1,000,000: not in excess -> no (b) -> 3,500.00
const scenario: Scenario = {
  title: "Bonus (b): investment equal to the minimum is not in excess",
  calc: "emerge.perJob",
  inputs: {
    location: "enhanced",
    industrialCapitalInvestment: 1000000,
    minimumCapitalInvestment: 1000000,
  },
  expect: { perJobCredit: "3500.00", status: "credit" },
  steps: { "c.(1)(b)": { applied: false, amount: null } },
};
export default scenario;
