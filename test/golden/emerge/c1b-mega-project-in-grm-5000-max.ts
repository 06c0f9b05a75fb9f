import type { Scenario } from "../scenario";

// megaProject + grm -> T1 base 4,000; M 1,000,000, I 6,000,000: 5,000,000/400,000 = 12.5 -> k 12 -> 6,000 -> max 5,000;
// (j) 2,000; gross 11,000 > 8,000 + 1,000 -> 9,000.00 (cap step -2,000)
const scenario: Scenario = {
  title: "Mega project in a GRM: (b) maximum 5,000 and labor harmony allowance",
  calc: "emerge.perJob",
  inputs: {
    location: "grm",
    megaProject: true,
    industrialCapitalInvestment: 6000000,
    minimumCapitalInvestment: 1000000,
    laborHarmony: true,
  },
  expect: { perJobCredit: "9000.00", status: "credit" },
  steps: {
    "c.(1)(b)": { applied: true, amount: "5000.00" },
    "d.(1)": { applied: true, amount: "-2000.00" },
  },
};
export default scenario;
