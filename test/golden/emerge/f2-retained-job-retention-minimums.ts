import type { Scenario } from "../scenario";

// A retained job: enhanced area base 3,500 (b.(2)); f.(2): 50% -> 1,750.00 a year.
// Retained jobs earn a credit only where the project meets the Emerge Act's retention minimums
// (set outside s.75; NJEDA's program description): the trace says so, and nothing changes.
const scenario: Scenario = {
  title: "A retained job: half the gross, and a step naming the retention minimums not tested",
  calc: "emerge.perJob",
  inputs: { location: "enhanced", jobType: "retained" },
  expect: { perJobCredit: "1750.00", status: "credit" },
  steps: {
    // f.(2): the step says what it does: the retained job keeps half, the rest is taken.
    "f.(2)": { applied: true, amount: "-1750.00", reasonIncludes: "keeps 50% of the amount" },
    retention: { applied: false, amount: null, reasonIncludes: "retention minimums" },
  },
};
export default scenario;
