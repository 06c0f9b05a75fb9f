import type { Scenario } from "../scenario";

// lowestHourlyWage given, no minimumWage, year 2030 is outside the 2019-2026 table
const scenario: Scenario = {
  title: "Error: a wage test in 2030 needs minimumWage",
  calc: "emerge.perJob",
  inputs: { location: "grm", lowestHourlyWage: 20, year: 2030 },
  error: { input: "year" },
};
export default scenario;
