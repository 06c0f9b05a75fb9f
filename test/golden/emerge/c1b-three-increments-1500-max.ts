import type { Scenario } from "../scenario";

// distressed base 3,000; M = 1,000,000, I = 2,200,000: 1,200,000 / 400,000 = 3 -> 500 x 3 = 1,500
// (= the non-T1 maximum); gross 4,500 <= 5,000 -> 4,500.00
const scenario: Scenario = {
  title: "Bonus (b): three increments reach the 1,500 maximum exactly",
  calc: "emerge.perJob",
  inputs: {
    location: "distressed",
    industrialCapitalInvestment: 2200000,
    minimumCapitalInvestment: 1000000,
  },
  expect: { perJobCredit: "4500.00", status: "credit" },
  steps: { "c.(1)(b)": { applied: true, amount: "1500.00" } },
};
export default scenario;
