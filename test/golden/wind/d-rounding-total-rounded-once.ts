import type { Scenario } from "../scenario";

// wind.md §3.3: total = round to cents (half-up) of base x share, rounded once.
// base 100,000,000.007692307692307692307692307692 (30 decimal places, the most an input may have)
// x 65% (approvedJobs 200) = 65,000,000.0049999999999999999999999999998 (exact) -> 65,000,000.00,
// never 65,000,000.01 from rounding the product before the cents.
const scenario: Scenario = {
  title: "the 65% total is rounded to cents once",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: "100000000.007692307692307692307692307692",
    approvedJobs: 200,
  },
  expect: { eligible: true, totalCredit: "65000000.00" },
};
export default scenario;
