import type { Scenario } from "../scenario";

// committedNewJobs 500 -> (c) 750 every year; grm 4,000 + 750 = 4,750; year 1: 100 x 4,750 = 475,000;
// year 2: 200 x 4,750 = 950,000; total 1,425,000.00 (without it: 400,000 + 800,000)
const scenario: Scenario = {
  title: "Schedule: committedNewJobs drives bonus (c) in every year",
  calc: "emerge.schedule",
  inputs: { location: "grm", newJobs: [100, 200], committedNewJobs: 500 },
  expect: {
    years: [
      { year: 1, newJobs: 100, perJobNew: "4750.00", credit: "475000.00" },
      { year: 2, newJobs: 200, perJobNew: "4750.00", credit: "950000.00" },
    ],
    totalCredit: "1425000.00",
  },
};
export default scenario;
