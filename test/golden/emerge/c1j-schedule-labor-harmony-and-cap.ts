import type { Scenario } from "../scenario";

// other 500 + (j) 2,000 + (r) 2,000 = 4,500 -> cap 3,000 + 1,000 = 4,000 per new job, 2,000 per retained job.
// Year 1: 2 x 4,000 + 2 x 2,000 = 12,000 -> annualCap 10,000 -> 10,000; year 2: 1 x 4,000 + 0 = 4,000.
// Total 14,000.00
const scenario: Scenario = {
  title: "Schedule: labor harmony per job and the annual cap together",
  calc: "emerge.schedule",
  inputs: {
    location: "other",
    laborHarmony: true,
    boardMembers: 2,
    boardUnderrepresented: 1,
    newJobs: [2, 1],
    retainedJobs: [2, 0],
    annualCap: 10000,
  },
  expect: {
    years: [
      {
        year: 1,
        perJobNew: "4000.00",
        perJobRetained: "2000.00",
        beforeCap: "12000.00",
        credit: "10000.00",
      },
      { year: 2, beforeCap: "4000.00", credit: "4000.00" },
    ],
    totalCredit: "14000.00",
  },
};
export default scenario;
