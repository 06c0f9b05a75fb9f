import type { Scenario } from "../scenario";

// distressed base 3,000; M = 1,000,000, I = 1,399,999: 399,999 / 400,000 = 0.9999975 -> k = 0
// -> (b) earns nothing; gross 3,000 -> 3,000.00
const scenario: Scenario = {
  title: "Bonus (b): one dollar short of the first 40% increment",
  calc: "emerge.perJob",
  inputs: {
    location: "distressed",
    industrialCapitalInvestment: 1399999,
    minimumCapitalInvestment: 1000000,
  },
  expect: { perJobCredit: "3000.00", status: "credit" },
};
export default scenario;
