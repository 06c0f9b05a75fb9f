import type { Scenario } from "../scenario";

// other (T5) base 500; M = 333,333.33, 0.40 x M = 133,333.332; I = M + 2 x 133,333.332 = 599,999.994
// -> (I - M) / (0.40 M) = 2 exactly -> 500 x 2 = 1,000; gross 1,500 <= 3,000 -> 1,500.00
const scenario: Scenario = {
  title: "Bonus (b): an investment in cents at two increments exactly",
  calc: "emerge.perJob",
  inputs: {
    location: "other",
    industrialCapitalInvestment: "599999.994",
    minimumCapitalInvestment: "333333.33",
  },
  expect: { perJobCredit: "1500.00", status: "credit" },
  steps: { "c.(1)(b)": { applied: true, amount: "1000.00" } },
};
export default scenario;
