import type { Scenario } from "../scenario";

// firstYear 2026, two years: year 2 is calendar 2027, outside the minimum wage table, and the wage
// floor is tested (lowestHourlyWage given): an error naming firstYear that says which year.
const scenario: Scenario = {
  title: "Schedule: the wage floor in calendar year 2027 needs minimumWage",
  calc: "emerge.schedule",
  inputs: { location: "grm", newJobs: [1, 1], firstYear: 2026, lowestHourlyWage: 20 },
  error: { input: "firstYear", messageIncludes: "calendar year 2027 (eligibility year 2" },
};
export default scenario;
