import type { Scenario } from "../scenario";

// distressed base 3,000; M = 1,000,000, I = 2,600,000: 1,600,000 / 400,000 = 4 -> 500 x 4 = 2,000,
// maximum 1,500 (not T1) -> 1,500; gross 4,500 <= 5,000 -> 4,500.00
const scenario: Scenario = {
  title: "Bonus (b): four increments are held to the 1,500 maximum",
  calc: "emerge.perJob",
  inputs: {
    location: "distressed",
    industrialCapitalInvestment: 2600000,
    minimumCapitalInvestment: 1000000,
  },
  expect: { perJobCredit: "4500.00", status: "credit" },
  steps: { "c.(1)(b)": { applied: true, amount: "1500.00" } },
};
export default scenario;
