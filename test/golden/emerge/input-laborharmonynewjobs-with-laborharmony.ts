import type { Scenario } from "../scenario";

// laborHarmony covers every job; the counts may not be combined with it
const scenario: Scenario = {
  title: "Error: laborHarmony combined with laborHarmonyNewJobs",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 10, laborHarmony: true, laborHarmonyNewJobs: 5 },
  error: { input: "laborHarmonyNewJobs" },
};
export default scenario;
