import type { Scenario } from "../scenario";

// lowestHourlyWage given without year or minimumWage; nothing defaults from the clock
const scenario: Scenario = {
  title: "Error: a wage test needs year or minimumWage",
  calc: "emerge.perJob",
  inputs: { location: "grm", lowestHourlyWage: 20 },
  error: { input: "year" },
};
export default scenario;
