import type { Scenario } from "../scenario";

// grm, 1 new job: b.(1) 4,000.00 -> beforeCap 1 x 4,000.00 = 4,000.00.
// emerge.md §3 (v2): the cap binds (4,000.00 > 100.005) and is taken rounded DOWN to the cent:
// 100.005 -> 100.00, so annualCredit = min(4,000.00, 100.00) = 100.00 (never 100.01, half a
// cent above the board's amount). The result's annualCap is the cap as taken, 100.00.
const scenario: Scenario = {
  title: "annualCap 100.005 binds: taken rounded down, the credit is 100.00",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 1, annualCap: "100.005" },
  expect: { beforeCap: "4000.00", annualCredit: "100.00", annualCap: "100.00" },
  steps: { "g.": { applied: true, amount: "-3900.00", reasonIncludes: "rounded down" } },
};
export default scenario;
