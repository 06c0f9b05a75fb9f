import type { Scenario } from "../scenario";

// megaProject (T1) in an other area: base 4,000; M = 2,500,000, I = 14,500,000:
// 12,000,000 / (0.40 x 2,500,000 = 1,000,000) = 12 -> 500 x 12 = 6,000 -> T1 maximum 5,000;
// gross 9,000 > 8,000 -> 8,000.00 (cap step -1,000)
const scenario: Scenario = {
  title: "Bonus (b): a mega project's twelve increments are held to 5,000",
  calc: "emerge.perJob",
  inputs: {
    location: "other",
    megaProject: true,
    industrialCapitalInvestment: 14500000,
    minimumCapitalInvestment: 2500000,
  },
  expect: { perJobCredit: "8000.00", status: "credit" },
  steps: {
    "c.(1)(b)": { applied: true, amount: "5000.00" },
    "d.(1)": { applied: true, amount: "-1000.00" },
  },
};
export default scenario;
