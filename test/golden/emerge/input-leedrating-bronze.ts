import type { Scenario } from "../scenario";

// "bronze" is not a LEED rating
const scenario: Scenario = {
  title: "Error: leedRating bronze",
  calc: "emerge.perJob",
  inputs: { location: "grm", leedRating: "bronze" },
  error: { input: "leedRating" },
};
export default scenario;
