import type { Scenario } from "../scenario";

// grm, 1 new job: beforeCap 4,000.00 > 100.009: the cap binds and is taken rounded down to the
// cent, 100.009 -> 100.00 (not half-up 100.01); annualCredit = 100.00.
const scenario: Scenario = {
  title: "annualCap 100.009 binds: taken rounded down to 100.00",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 1, annualCap: 100.009 },
  expect: { beforeCap: "4000.00", annualCredit: "100.00", annualCap: "100.00" },
};
export default scenario;
