import type { Scenario } from "../scenario";

// committedNewJobs 100 -> no (c) even though each year has 300 new jobs; grm 4,000 x 300 = 1,200,000 a year;
// total 2,400,000.00
const scenario: Scenario = {
  title: "Schedule: a small committedNewJobs removes bonus (c)",
  calc: "emerge.schedule",
  inputs: { location: "grm", newJobs: [300, 300], committedNewJobs: 100 },
  expect: {
    years: [
      { year: 1, credit: "1200000.00" },
      { year: 2, credit: "1200000.00" },
    ],
    totalCredit: "2400000.00",
  },
};
export default scenario;
