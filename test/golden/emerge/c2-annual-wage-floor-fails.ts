import type { Scenario } from "../scenario";

// year 2021: minimum wage 12.00 -> floor max(15, 14.40) = 15; lowest 14 < 15 -> no (e);
// grm 4,000 x 10 new = 40,000 + 2,000 x 2 retained = 4,000 -> 44,000.00
const scenario: Scenario = {
  title: "Annual: wage floor failure removes bonuses for every job",
  calc: "emerge.annual",
  inputs: {
    location: "grm",
    smallBusiness: true,
    lowestHourlyWage: 14,
    year: 2021,
    newJobs: 10,
    retainedJobs: 2,
  },
  expect: { beforeCap: "44000.00", annualCredit: "44000.00" },
};
export default scenario;
