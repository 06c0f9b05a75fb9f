import type { Scenario } from "../scenario";

// N.J.A.C. 19:31S-1.9, at the first step: approvedJobs 150 is at least 150 -> the jobs test is met
// (step not applied) and the 50% band applies: 50,000,000 x 0.50 = 25,000,000.00
// (one past it: njac-1-9-approved-149-ineligible)
const scenario: Scenario = {
  title: "150 approved jobs: the jobs test is met, 50% of the investment",
  calc: "wind.schedule",
  inputs: { role: "owner", capitalInvestment: 50000000, approvedJobs: 150 },
  expect: { eligible: true, reasons: [], totalCredit: "25000000.00", approvedJobs: 150 },
  steps: {
    "19:31S-1.9 jobs": { applied: false, amount: null },
    "19:31S-1.9": { applied: true },
  },
};
export default scenario;
