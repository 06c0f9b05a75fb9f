import type { Scenario } from "../scenario";

// 1e-9000000000000000 is within 0–100 but has 9e15 decimal places: refused, naming the input,
// rather than written out in a reason.
const scenario: Scenario = {
  title: "mriDistressScore 1e-9000000000000000: refused, naming mriDistressScore",
  calc: "emerge.perJob",
  inputs: { location: "grm", mriDistressScore: "1e-9000000000000000" },
  error: { input: "mriDistressScore" },
};
export default scenario;
