import type { Scenario } from "../scenario";

// grm (T1) base 4,000; M = 1,000,000, I = 5,000,000: 4,000,000 / 400,000 = 10 -> 500 x 10 = 5,000
// (= the T1 maximum); gross 9,000 > cap d.(1) 8,000 -> capped 8,000 (cap step -1,000) -> 8,000.00
const scenario: Scenario = {
  title: "Bonus (b): ten increments in a GRM reach the 5,000 maximum",
  calc: "emerge.perJob",
  inputs: {
    location: "grm",
    industrialCapitalInvestment: 5000000,
    minimumCapitalInvestment: 1000000,
  },
  expect: { perJobCredit: "8000.00", status: "credit", gross: "9000.00" },
  steps: {
    "c.(1)(b)": { applied: true, amount: "5000.00" },
    "d.(1)": { applied: true, amount: "-1000.00" },
  },
};
export default scenario;
