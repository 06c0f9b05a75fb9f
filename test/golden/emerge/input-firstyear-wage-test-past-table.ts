import type { Scenario } from "../scenario";

// firstYear 2025, three years -> 2027 is outside 2019-2026 and no minimumWage; the year comes from firstYear
const scenario: Scenario = {
  title: "Error: a wage test in a calendar year past the table",
  calc: "emerge.schedule",
  inputs: { location: "grm", newJobs: [1, 1, 1], firstYear: 2025, lowestHourlyWage: 20 },
  error: { input: "firstYear" },
};
export default scenario;
