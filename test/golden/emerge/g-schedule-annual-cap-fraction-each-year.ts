import type { Scenario } from "../scenario";

// grm 4,000 per new job; annualCap 4,000.009 taken rounded down: 4,000.00 in each year.
// Year 1: 1 x 4,000 = 4,000.00 <= cap -> 4,000.00; year 2: 2 x 4,000 = 8,000.00 > cap -> 4,000.00
// (not 4,000.01); year 3: 0 -> 0.00. Total 4,000.00 + 4,000.00 + 0.00 = 8,000.00.
const scenario: Scenario = {
  title: "Schedule: the cap is rounded down to the cent in every year",
  calc: "emerge.schedule",
  inputs: { location: "grm", newJobs: [1, 2, 0], annualCap: "4000.009" },
  expect: {
    years: [
      { year: 1, beforeCap: "4000.00", annualCap: "4000.00", credit: "4000.00" },
      { year: 2, beforeCap: "8000.00", annualCap: "4000.00", credit: "4000.00" },
      { year: 3, beforeCap: "0.00", annualCap: "4000.00", credit: "0.00" },
    ],
    totalCredit: "8000.00",
  },
};
export default scenario;
