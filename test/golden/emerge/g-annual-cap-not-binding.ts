import type { Scenario } from "../scenario";

// as f-annual-new-and-retained: before cap 54,000 < annualCap 60,000 -> 54,000.00
const scenario: Scenario = {
  title: "Annual: s.75 g. cap 60,000 does not bind",
  calc: "emerge.annual",
  inputs: {
    location: "grm",
    smallBusiness: true,
    newJobs: 10,
    retainedJobs: 4,
    annualCap: 60000,
  },
  expect: { beforeCap: "54000.00", annualCredit: "54000.00", annualCap: "60000.00" },
};
export default scenario;
