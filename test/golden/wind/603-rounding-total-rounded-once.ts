import type { Scenario } from "../scenario";

// wind.md §3.3: total = round to cents (half-up) of base x share, rounded once.
// base 100,000,000.00769230769230769230769230769230769 x 65% (approvedJobs 200)
// = 65,000,000.0049999999999999999999999999999999985 (exact) -> 65,000,000.00.
// Rounding the product first to 40 significant digits gives 65,000,000.005000… and then
// 65,000,000.01 (a double rounding).
const scenario: Scenario = {
  title: "the 65% total is rounded to cents once, not after a 40-digit rounding",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: "100000000.00769230769230769230769230769230769",
    approvedJobs: 200,
  },
  expect: { eligible: true, totalCredit: "65000000.00" },
};
export default scenario;
