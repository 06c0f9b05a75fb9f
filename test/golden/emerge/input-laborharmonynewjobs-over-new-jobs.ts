import type { Scenario } from "../scenario";

// laborHarmonyNewJobs 11 > newJobs 10
const scenario: Scenario = {
  title: "Error: more covered new jobs than new jobs",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 10, laborHarmonyNewJobs: 11 },
  error: { input: "laborHarmonyNewJobs" },
};
export default scenario;
