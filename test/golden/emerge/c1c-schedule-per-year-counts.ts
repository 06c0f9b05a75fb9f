import type { Scenario } from "../scenario";

// grm base 4,000. Year 1: 100 new -> no (c) -> 100 x 4,000 = 400,000; year 2: 260 -> (c) 500 ->
// 260 x 4,500 = 1,170,000; year 3: 410 -> (c) 750 -> 410 x 4,750 = 1,947,500.
// Total 400,000 + 1,170,000 + 1,947,500 = 3,517,500.00
const scenario: Scenario = {
  title: "Schedule: bonus (c) follows each year's new-job count",
  calc: "emerge.schedule",
  inputs: { location: "grm", newJobs: [100, 260, 410] },
  expect: {
    years: [
      {
        year: 1,
        newJobs: 100,
        retainedJobs: 0,
        perJobNew: "4000.00",
        beforeCap: "400000.00",
        credit: "400000.00",
      },
      {
        year: 2,
        newJobs: 260,
        retainedJobs: 0,
        perJobNew: "4500.00",
        beforeCap: "1170000.00",
        credit: "1170000.00",
      },
      {
        year: 3,
        newJobs: 410,
        retainedJobs: 0,
        perJobNew: "4750.00",
        beforeCap: "1947500.00",
        credit: "1947500.00",
      },
    ],
    totalCredit: "3517500.00",
  },
};
export default scenario;
