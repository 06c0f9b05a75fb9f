import type { Scenario } from "../scenario";

// no location -> no tier, no base amount
const scenario: Scenario = {
  title: "Error: location is required",
  calc: "emerge.perJob",
  inputs: { smallBusiness: true },
  error: { input: "location" },
};
export default scenario;
