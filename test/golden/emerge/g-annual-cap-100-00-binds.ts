import type { Scenario } from "../scenario";

// grm, 1 new job: beforeCap 4,000.00 > 100.00: the cap binds; in whole cents it is unchanged by
// rounding down; annualCredit = 100.00, and the g. step does not speak of rounding.
const scenario: Scenario = {
  title: "annualCap 100.00 binds: a cap in whole cents is taken as given",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 1, annualCap: "100.00" },
  expect: { beforeCap: "4000.00", annualCredit: "100.00", annualCap: "100.00" },
  steps: { "g.": { applied: true, amount: "-3900.00" } },
};
export default scenario;
