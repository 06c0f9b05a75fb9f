import type { Scenario } from "../scenario";

// year 2018 is outside 2019-2026 and no minimumWage
const scenario: Scenario = {
  title: "Error: a wage test in 2018 is before the table",
  calc: "emerge.perJob",
  inputs: { location: "grm", lowestHourlyWage: 20, year: 2018 },
  error: { input: "year" },
};
export default scenario;
