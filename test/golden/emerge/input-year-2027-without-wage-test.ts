import type { Scenario } from "../scenario";

// emerge.md §5: "A year outside the table is an error asking for minimumWage" — even when no
// lowestHourlyWage is given, a year selects a minimum wage, and 2027 has none in the table.
const scenario: Scenario = {
  title: "year 2027 without minimumWage: an error asking for minimumWage",
  calc: "emerge.perJob",
  inputs: { location: "grm", year: 2027 },
  error: { input: "year", messageIncludes: "minimumWage" },
};
export default scenario;
