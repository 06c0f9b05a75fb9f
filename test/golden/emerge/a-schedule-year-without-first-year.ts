import type { Scenario } from "../scenario";

// year 2026 -> floor 1.2 x 15.92 = 19.104; lowest 19.10 < 19.104 every year -> no (k);
// grm 4,000 x 5 = 20,000 a year; total 40,000.00; calendarYear not known -> null
const scenario: Scenario = {
  title: "Schedule: without firstYear, year applies to every year",
  calc: "emerge.schedule",
  inputs: {
    location: "grm",
    childCare: true,
    lowestHourlyWage: "19.10",
    year: 2026,
    newJobs: [5, 5],
  },
  expect: {
    years: [
      { year: 1, calendarYear: null, credit: "20000.00" },
      { year: 2, calendarYear: null, credit: "20000.00" },
    ],
    totalCredit: "40000.00",
  },
};
export default scenario;
