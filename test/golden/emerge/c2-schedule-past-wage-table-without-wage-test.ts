import type { Scenario } from "../scenario";

// firstYear 2025, three years 2025-2027; no lowestHourlyWage -> no minimum wage needed;
// grm 4,000 x 1 a year; total 12,000.00
const scenario: Scenario = {
  title: "Schedule: calendar years past the table need no wage when none is tested",
  calc: "emerge.schedule",
  inputs: { location: "grm", firstYear: 2025, newJobs: [1, 1, 1] },
  expect: {
    years: [
      { year: 1, calendarYear: 2025, credit: "4000.00" },
      { year: 2, calendarYear: 2026, credit: "4000.00" },
      { year: 3, calendarYear: 2027, credit: "4000.00" },
    ],
    totalCredit: "12000.00",
  },
};
export default scenario;
