import type { Scenario } from "../scenario";

// s.75 a.: calculated annually for each year of the eligibility period; other base 500 per new job:
// year 1: 1 x 500 = 500.00 (the first "a." step); year 2: 2 x 500 = 1,000.00; total 1,500.00
const scenario: Scenario = {
  title: "Schedule: each year of the eligibility period is a step",
  calc: "emerge.schedule",
  inputs: { location: "other", newJobs: [1, 2] },
  expect: {
    years: [
      { year: 1, newJobs: 1, credit: "500.00" },
      { year: 2, newJobs: 2, credit: "1000.00" },
    ],
    totalCredit: "1500.00",
  },
  steps: { "a.": { applied: true, amount: "500.00" } },
};
export default scenario;
