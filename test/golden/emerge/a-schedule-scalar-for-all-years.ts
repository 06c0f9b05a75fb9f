import type { Scenario } from "../scenario";

// newJobs 50 applies to each of the 4 years of retainedJobs [10, 10, 10, 10]; grm per new 4,000, per retained 2,000;
// each year 50 x 4,000 + 10 x 2,000 = 220,000; total 4 x 220,000 = 880,000.00
const scenario: Scenario = {
  title: "Schedule: one new-job value for all years, retained per year",
  calc: "emerge.schedule",
  inputs: { location: "grm", newJobs: 50, retainedJobs: [10, 10, 10, 10] },
  expect: {
    years: [
      {
        year: 1,
        newJobs: 50,
        retainedJobs: 10,
        perJobRetained: "2000.00",
        credit: "220000.00",
      },
      { year: 2, newJobs: 50, retainedJobs: 10, credit: "220000.00" },
      { year: 3, newJobs: 50, retainedJobs: 10, credit: "220000.00" },
      { year: 4, newJobs: 50, retainedJobs: 10, credit: "220000.00" },
    ],
    totalCredit: "880000.00",
  },
};
export default scenario;
