import type { Scenario } from "../scenario";

// mriDistressScore is 0-100; 100.5 is not
const scenario: Scenario = {
  title: "Error: MRI distress score above 100",
  calc: "emerge.perJob",
  inputs: { location: "grm", mriDistressScore: 100.5 },
  error: { input: "mriDistressScore" },
};
export default scenario;
