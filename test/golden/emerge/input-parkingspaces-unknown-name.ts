import type { Scenario } from "../scenario";

// parkingSpaces is not an input of the Emerge credit
const scenario: Scenario = {
  title: "Error: an unknown input name",
  calc: "emerge.perJob",
  inputs: { location: "grm", parkingSpaces: 10 },
  error: { input: "parkingSpaces" },
};
export default scenario;
