import type { Scenario } from "../scenario";

// owner 80,000,000: 80,000,000.00; netBenefit 87,999,999.99 / 1.10 = 79,999,999.990909...: binds,
// taken rounded DOWN to 79,999,999.99 (half-up would also give .99; the limit is never exceeded:
// 79,999,999.99 x 1.10 = 87,999,999.989 <= 87,999,999.99). trace: -0.01
// fifth = 79,999,999.99 / 5 = 15,999,999.998 -> 15,999,999.99 (years 1-4); year 5 = 79,999,999.99
// - 63,999,999.96 = 16,000,000.03
const scenario: Scenario = {
  title: "netBenefit a cent short of 110%: the credit drops by a cent",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    netBenefit: "87999999.99",
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    totalCredit: "79999999.99",
    allowedTotal: "79999999.99",
    years: [
      { year: 1, scheduled: "15999999.99" },
      { year: 2, scheduled: "15999999.99" },
      { year: 3, scheduled: "15999999.99" },
      { year: 4, scheduled: "15999999.99" },
      { year: 5, scheduled: "16000000.03" },
    ],
  },
  steps: { "a.(1) net benefit": { applied: true, amount: "-0.01" } },
};
export default scenario;
