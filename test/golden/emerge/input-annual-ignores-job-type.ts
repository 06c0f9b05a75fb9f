import type { Scenario } from "../scenario";

// grm: 3 new x 4,000 = 12,000 + 1 retained x 2,000 = 2,000 -> 14,000.00; jobType "retained" ignored
const scenario: Scenario = {
  title: "Annual: jobType (a per-job input) is ignored",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 3, retainedJobs: 1, jobType: "retained" },
  expect: { beforeCap: "14000.00", annualCredit: "14000.00" },
};
export default scenario;
