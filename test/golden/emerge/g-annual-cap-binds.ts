import type { Scenario } from "../scenario";

// as f-annual-new-and-retained: before cap 54,000; annualCap 50,000 < 54,000 -> 50,000.00
const scenario: Scenario = {
  title: "Annual: s.75 g. cap 50,000 binds",
  calc: "emerge.annual",
  inputs: {
    location: "grm",
    smallBusiness: true,
    newJobs: 10,
    retainedJobs: 4,
    annualCap: 50000,
  },
  expect: { beforeCap: "54000.00", annualCredit: "50000.00", annualCap: "50000.00" },
};
export default scenario;
