import type { Scenario } from "../scenario";

// firstYear 45658 is a spreadsheet date serial (2025-01-01), not a year: refused rather than
// labelling the schedule's years 45658, 45659, … (a four-digit year, and room for seven years).
const scenario: Scenario = {
  title: "firstYear given as a date serial: refused",
  calc: "emerge.schedule",
  inputs: { location: "grm", newJobs: 10, firstYear: 45658 },
  error: { input: "firstYear" },
};
export default scenario;
