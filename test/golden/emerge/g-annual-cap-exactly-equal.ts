import type { Scenario } from "../scenario";

// as f-annual-new-and-retained: before cap 54,000; annualCap 54,000 -> min(54,000, 54,000) = 54,000.00
const scenario: Scenario = {
  title: "Annual: s.75 g. cap exactly equal to the amount",
  calc: "emerge.annual",
  inputs: {
    location: "grm",
    smallBusiness: true,
    newJobs: 10,
    retainedJobs: 4,
    annualCap: 54000,
  },
  expect: { beforeCap: "54000.00", annualCredit: "54000.00" },
};
export default scenario;
