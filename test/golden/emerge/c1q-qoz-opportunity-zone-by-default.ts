import type { Scenario } from "../scenario";

// T4 (qualified opportunity zone): base b.(4) 2,500; opportunityZone defaults to true for qoz, so
// bonus (q) +1,000; gross 3,500; cap d.(4) 4,000 not binding -> 3,500.00
const scenario: Scenario = {
  title: "Qualified opportunity zone: bonus (q) defaults on",
  calc: "emerge.perJob",
  inputs: { location: "qoz" },
  expect: { perJobCredit: "3500.00", status: "credit", tier: 4 },
  steps: {
    "b.(4)": { applied: true, amount: "2500.00" },
    "c.(1)(q)": { applied: true, amount: "1000.00" },
    "d.(4)": { applied: false },
  },
};
export default scenario;
