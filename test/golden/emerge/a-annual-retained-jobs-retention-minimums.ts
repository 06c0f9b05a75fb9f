import type { Scenario } from "../scenario";

// other: base 500 (b.(5)); 10 new x 500 = 5,000.00; 5 retained x 250 (f.(2): 50%) = 1,250.00;
// annual credit 6,250.00. The annual trace says the 5 retained jobs depend on the retention
// minimums (outside s.75), which are not tested; the amount is unchanged.
const scenario: Scenario = {
  title: "Annual credit with retained jobs: the retention minimums are named, not tested",
  calc: "emerge.annual",
  inputs: { location: "other", newJobs: 10, retainedJobs: 5 },
  expect: { annualCredit: "6250.00" },
  steps: {
    retention: { applied: false, amount: null, reasonIncludes: "5 retained full-time jobs" },
  },
};
export default scenario;
