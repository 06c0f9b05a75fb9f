import type { Scenario } from "../scenario";

// megaProject (T1): base 4,000; M = 1,000,000, I = 4,999,999: 3,999,999 / 400,000 = 9.9999975
// -> k = 9 -> 4,500; gross 8,500 > 8,000 -> 8,000.00 (cap step -500)
const scenario: Scenario = {
  title: "Bonus (b): mega project one dollar short of the tenth increment",
  calc: "emerge.perJob",
  inputs: {
    location: "corridor",
    megaProject: true,
    industrialCapitalInvestment: 4999999,
    minimumCapitalInvestment: 1000000,
  },
  expect: { perJobCredit: "8000.00", status: "credit" },
  steps: {
    "c.(1)(b)": { applied: true, amount: "4500.00" },
    "d.(1)": { applied: true, amount: "-500.00" },
  },
};
export default scenario;
