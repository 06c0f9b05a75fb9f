import type { Scenario } from "../scenario";

// grm + (e): per new job 4,000 + 500 = 4,500; per retained job 4,500 x 1/2 = 2,250;
// 10 x 4,500 = 45,000 + 4 x 2,250 = 9,000 -> 54,000.00; no annualCap -> 54,000.00
const scenario: Scenario = {
  title: "Annual: new and retained jobs, no annual cap",
  calc: "emerge.annual",
  inputs: { location: "grm", smallBusiness: true, newJobs: 10, retainedJobs: 4 },
  expect: { beforeCap: "54000.00", annualCredit: "54000.00", annualCap: null },
};
export default scenario;
