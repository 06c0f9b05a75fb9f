import type { Scenario } from "../scenario";

// corridor 2,500 + (a) MRI 100 > 50 -> 1,000 + (o) 1 >= 0.5 -> 500 = 4,000 = cap d.(4) -> 4,000.00
const scenario: Scenario = {
  title: "MRI 100 and a renewable share of 1 are at the top of their ranges",
  calc: "emerge.perJob",
  inputs: { location: "corridor", mriDistressScore: 100, renewableEnergyShare: 1 },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: {
    "c.(1)(a)": { applied: true, amount: "1000.00" },
    "c.(1)(o)": { applied: true, amount: "500.00" },
  },
};
export default scenario;
