import type { Scenario } from "../scenario";

// grm 10 new x 4,000 = 40,000; annualCap 0 -> min(40,000, 0) = 0.00
const scenario: Scenario = {
  title: "Annual: an annual cap of 0 allows nothing",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 10, annualCap: 0 },
  expect: { beforeCap: "40000.00", annualCredit: "0.00" },
};
export default scenario;
