import type { Scenario } from "../scenario";

// distressed 3,000 x 5/7 = 2,142.857... -> 2,142.86 new; / 2 = 1,071.428... -> 1,071.43 retained.
// Year 1: 7 x 2,142.86 = 15,000.02 + 3 x 1,071.43 = 3,214.29 -> 18,214.31; year 2: 7 x 2,142.86 = 15,000.02.
// Total 33,214.33
const scenario: Scenario = {
  title: "Schedule: rounded per-job amounts times counts, new and retained lists",
  calc: "emerge.schedule",
  inputs: {
    location: "distressed",
    projectMedianSalary: 50000,
    benchmarkMedianSalary: 70000,
    newJobs: [7, 7],
    retainedJobs: [3, 0],
  },
  expect: {
    years: [
      {
        year: 1,
        newJobs: 7,
        retainedJobs: 3,
        perJobNew: "2142.86",
        perJobRetained: "1071.43",
        credit: "18214.31",
      },
      { year: 2, newJobs: 7, retainedJobs: 0, credit: "15000.02" },
    ],
    totalCredit: "33214.33",
  },
};
export default scenario;
