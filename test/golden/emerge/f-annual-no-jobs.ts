import type { Scenario } from "../scenario";

// grm, newJobs 0, retainedJobs 0 -> 0 x 4,000 + 0 x 2,000 = 0.00
const scenario: Scenario = {
  title: "Annual: no jobs, no credit",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 0 },
  expect: { beforeCap: "0.00", annualCredit: "0.00" },
};
export default scenario;
