import type { Scenario } from "../scenario";

// distressed base 3,000; M = 1,000,000, I = 1,400,000: (I - M) / (0.40 x M) = 400,000 / 400,000 = 1
// -> k = 1 -> (b) 500 x 1 = 500; gross 3,500 <= cap 5,000 -> 3,500.00
const scenario: Scenario = {
  title: "Bonus (b): investment exactly 40% over the minimum",
  calc: "emerge.perJob",
  inputs: {
    location: "distressed",
    industrialCapitalInvestment: 1400000,
    minimumCapitalInvestment: 1000000,
  },
  expect: { perJobCredit: "3500.00", status: "credit" },
  steps: { "c.(1)(b)": { applied: true, amount: "500.00" } },
};
export default scenario;
