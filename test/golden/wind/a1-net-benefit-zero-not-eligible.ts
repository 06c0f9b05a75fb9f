import type { Scenario } from "../scenario";

// netBenefit 0: the State's support yields no positive benefit (s.6 a.(1)): not eligible, total 0
const scenario: Scenario = {
  title: "netBenefit 0: no net positive benefit, not eligible",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, netBenefit: 0 },
  expect: {
    eligible: false,
    reasons: ["P.L.2010, c.57, s.6 a.(1)"],
    creditBase: null,
    totalCredit: "0.00",
  },
  steps: { "a.(1) benefit": { applied: true, reasonIncludes: "netBenefit is 0" } },
};
export default scenario;
