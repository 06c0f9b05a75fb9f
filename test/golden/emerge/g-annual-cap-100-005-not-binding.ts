import type { Scenario } from "../scenario";

// grm, 0 new jobs: beforeCap 0.00 <= 100.005: the cap does not bind; annualCredit 0.00. The cap
// as taken (rounded down to the cent) is 100.00, never shown as 100.01.
// (No non-zero sum fits under 100: the smallest per-job amount is 250 x 0.70 = 175.00.)
const scenario: Scenario = {
  title: "annualCap 100.005 not binding: the cap shows as 100.00",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 0, annualCap: "100.005" },
  expect: { beforeCap: "0.00", annualCredit: "0.00", annualCap: "100.00" },
  steps: { "g.": { applied: false } },
};
export default scenario;
