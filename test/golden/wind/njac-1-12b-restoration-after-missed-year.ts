import type { Scenario } from "../scenario";

// owner 80,000,000: fifth 16,000,000.00. Year 2: 140 < 150 not met; years 3-5 met after it:
// each says N.J.A.C. 19:31S-1.12(b) suspends credits until the authority approves restoration,
// and is shown as available assuming it does. Year 1 (before the missed year) says nothing of it.
// allowed 4 x 16,000,000 = 64,000,000.00; notMetTotal 16,000,000.00
const scenario: Scenario = {
  title: "A year met after a missed year notes the restoration N.J.A.C. 19:31S-1.12(b) requires",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, employment: [120, 140, 210, 310, 320] },
  expect: { allowedTotal: "64000000.00", notMetTotal: "16000000.00" },
  steps: {
    "f.(3) year 3": {
      applied: false,
      reasonIncludes:
        "N.J.A.C. 19:31S-1.12(b) suspends credits until the authority approves their restoration: the year is shown as available on the assumption that it does",
    },
    "f.(4) year 5": { reasonIncludes: "year 2 was not met" },
  },
};
export default scenario;
