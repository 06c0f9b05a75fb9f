import type { Scenario } from "../scenario";

// grm 4,000; year 1: 10 x 4,000 = 40,000 <= 50,000 -> 40,000; year 2: 20 x 4,000 = 80,000 -> cap 50,000;
// total 90,000.00
const scenario: Scenario = {
  title: "Schedule: the s.75 g. cap applies to each year",
  calc: "emerge.schedule",
  inputs: { location: "grm", newJobs: [10, 20], annualCap: 50000 },
  expect: {
    years: [
      { year: 1, beforeCap: "40000.00", credit: "40000.00" },
      { year: 2, beforeCap: "80000.00", annualCap: "50000.00", credit: "50000.00" },
    ],
    totalCredit: "90000.00",
  },
};
export default scenario;
