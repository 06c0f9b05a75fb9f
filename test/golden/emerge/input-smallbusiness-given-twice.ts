import type { Scenario } from "../scenario";

// "smallBusiness" and "small_business" are the same input
const scenario: Scenario = {
  title: "Error: the same input given twice under two spellings",
  calc: "emerge.perJob",
  inputs: { location: "grm", smallBusiness: true, small_business: false },
  error: { input: "smallBusiness" },
};
export default scenario;
