import type { Scenario } from "../scenario";

// "Atlantis" is not a location
const scenario: Scenario = {
  title: "Error: location text not recognised",
  calc: "emerge.perJob",
  inputs: { location: "Atlantis" },
  error: { input: "location" },
};
export default scenario;
