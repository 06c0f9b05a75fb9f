import type { Scenario } from "../scenario";

// minimumWage 12.50 -> floor max(15, 15.00) = 15 in every year (the 2024 table rate would give 18.156);
// lowest 16 passes -> grm 4,000 + (e) 500 = 4,500 x 2 = 9,000 a year; total 18,000.00
const scenario: Scenario = {
  title: "Schedule: minimumWage given applies to every year",
  calc: "emerge.schedule",
  inputs: {
    location: "grm",
    smallBusiness: true,
    lowestHourlyWage: 16,
    minimumWage: "12.50",
    firstYear: 2024,
    newJobs: [2, 2],
  },
  expect: {
    years: [
      { year: 1, calendarYear: 2024, credit: "9000.00" },
      { year: 2, calendarYear: 2025, credit: "9000.00" },
    ],
    totalCredit: "18000.00",
  },
};
export default scenario;
