import type { Scenario } from "../scenario";

// grm 4,000 + (c) 251 -> 500 = 4,500; 251 x 4,500 = 1,129,500.00
const scenario: Scenario = {
  title: "Annual: newJobs is both the count and bonus (c)'s input",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 251 },
  expect: { beforeCap: "1129500.00", annualCredit: "1129500.00" },
};
export default scenario;
