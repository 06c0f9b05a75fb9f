import type { Scenario } from "../scenario";

// mriDistressScore is 0-100
const scenario: Scenario = {
  title: "Error: MRI distress score below 0",
  calc: "emerge.perJob",
  inputs: { location: "grm", mriDistressScore: -1 },
  error: { input: "mriDistressScore" },
};
export default scenario;
