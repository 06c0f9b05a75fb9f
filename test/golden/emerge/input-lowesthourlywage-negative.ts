import type { Scenario } from "../scenario";

// money must be >= 0
const scenario: Scenario = {
  title: "Error: negative lowestHourlyWage",
  calc: "emerge.perJob",
  inputs: { location: "grm", lowestHourlyWage: -1, year: 2024 },
  error: { input: "lowestHourlyWage" },
};
export default scenario;
