import type { Scenario } from "../scenario";

// A number written with a huge exponent is a typing slip; written out in full it would exhaust
// memory and stop the eval stream, so it is refused naming the input (interface.md 1.1: never
// stop at a bad line).
const scenario: Scenario = {
  title: "year 1e9000000000000000: refused, naming year",
  calc: "emerge.perJob",
  inputs: { location: "grm", year: "1e9000000000000000" },
  error: { input: "year" },
};
export default scenario;
