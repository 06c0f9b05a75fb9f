import type { Scenario } from "../scenario";

// "yes" is not a boolean
const scenario: Scenario = {
  title: "Error: smallBusiness must be TRUE or FALSE",
  calc: "emerge.perJob",
  inputs: { location: "grm", smallBusiness: "yes" },
  error: { input: "smallBusiness" },
};
export default scenario;
