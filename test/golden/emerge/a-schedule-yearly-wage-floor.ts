import type { Scenario } from "../scenario";

// s.75 c.(2) year by year: the floor is the higher of $15 and 120% of the minimum wage;
// minimumWage 15.13 both years: 15.13 x 1.2 = 18.156, so 18.156 an hour.
//   year 1: lowest wage 18.15 < 18.156: no bonus; other base 500 -> 500 a job, x 10 = 5,000.00
//   year 2: lowest wage 18.16 >= 18.156: (e) small business 500 awarded -> 1,000, x 10 = 10,000.00
// total 15,000.00
const scenario: Scenario = {
  title: "Schedule: the lowest hourly wage year by year against the wage floor (c.(2))",
  calc: "emerge.schedule",
  inputs: {
    location: "other",
    smallBusiness: true,
    newJobs: 10,
    lowestHourlyWage: [18.15, 18.16],
    minimumWage: [15.13, 15.13],
  },
  expect: {
    years: [
      { year: 1, perJobNew: "500.00", credit: "5000.00" },
      { year: 2, perJobNew: "1000.00", credit: "10000.00" },
    ],
    totalCredit: "15000.00",
  },
};
export default scenario;
