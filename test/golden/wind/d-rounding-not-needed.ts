import type { Scenario } from "../scenario";

// s.6 d. rounding: owner 50,000,000 x 100% = 50,000,000.00 is already in whole cents -> the
// rounding step does not apply (the other side: d-rounding-half-up-total)
const scenario: Scenario = {
  title: "A total already in whole cents is not rounded",
  calc: "wind.schedule",
  inputs: { role: "owner", capitalInvestment: 50000000 },
  expect: { eligible: true, creditBase: "50000000.00", totalCredit: "50000000.00" },
  steps: {
    "d. rounding": { applied: false, amount: null, reasonIncludes: "already in whole cents" },
  },
};
export default scenario;
