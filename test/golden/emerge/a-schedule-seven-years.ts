import type { Scenario } from "../scenario";

// other base 500 per new job; new jobs 1..7 -> 500, 1,000, 1,500, 2,000, 2,500, 3,000, 3,500;
// total 500 x (1+2+3+4+5+6+7 = 28) = 14,000.00
const scenario: Scenario = {
  title: "Schedule: seven years is the whole eligibility period",
  calc: "emerge.schedule",
  inputs: { location: "other", newJobs: [1, 2, 3, 4, 5, 6, 7] },
  expect: {
    years: [
      { year: 1, credit: "500.00" },
      { year: 2, credit: "1000.00" },
      { year: 3, credit: "1500.00" },
      { year: 4, credit: "2000.00" },
      { year: 5, credit: "2500.00" },
      { year: 6, credit: "3000.00" },
      { year: 7, newJobs: 7, credit: "3500.00" },
    ],
    totalCredit: "14000.00",
  },
};
export default scenario;
