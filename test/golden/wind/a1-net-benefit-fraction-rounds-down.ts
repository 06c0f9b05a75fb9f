import type { Scenario } from "../scenario";

// owner 80,000,000; netBenefit 10,000,000 / 1.10 = 9,090,909.090909...: binds, rounded DOWN to
// 9,090,909.09 (9,090,909.09 x 1.10 = 9,999,999.999 <= 10,000,000). fifth = 1,818,181.818 ->
// 1,818,181.81 (years 1-4); year 5 = 9,090,909.09 - 7,272,727.24 = 1,818,181.85
const scenario: Scenario = {
  title: "Net benefit limit with an endless quotient: rounded down to the cent",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, netBenefit: 10000000 },
  expect: {
    totalCredit: "9090909.09",
    pendingTotal: "9090909.09",
    years: [
      { year: 1, scheduled: "1818181.81" },
      { year: 2, scheduled: "1818181.81" },
      { year: 3, scheduled: "1818181.81" },
      { year: 4, scheduled: "1818181.81" },
      { year: 5, scheduled: "1818181.85" },
    ],
  },
  steps: {
    "a.(1) net benefit": {
      applied: true,
      amount: "-70909090.91",
      reasonIncludes: "rounded down to $9,090,909.09",
    },
  },
};
export default scenario;
