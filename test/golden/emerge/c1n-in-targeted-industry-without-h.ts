import type { Scenario } from "../scenario";

// (n): "an eligible business in a targeted industry ... collaborative relationship with a college
// or university" - in one, not (as (h)) engaged primarily in one.
// other: base 500 (b.(5)); (n) 1,000 earned; (h) not earned (not engaged primarily)
// gross = 500 + 1,000 = 1,500 <= limit 3,000 (d.(5)); new job 100% -> 1,500.00
const scenario: Scenario = {
  title: "Bonus (n) for a business in a targeted industry, not engaged primarily in one (no (h))",
  calc: "emerge.perJob",
  inputs: { location: "other", collegePartnership: true, inTargetedIndustry: true },
  expect: { perJobCredit: "1500.00", status: "credit" },
  steps: {
    "c.(1)(n)": { applied: true, amount: "1000.00" },
    "c.(1)(h)": { applied: false, amount: null },
    // f.(1): a new job keeps the whole amount; the step says so, taking nothing.
    "f.(1)": { applied: true, amount: "0.00", reasonIncludes: "keeps the whole amount (100%)" },
  },
};
export default scenario;
