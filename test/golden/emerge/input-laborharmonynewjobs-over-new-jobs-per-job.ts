import type { Scenario } from "../scenario";

// The per-job amount does not use the covered-job counts, but 10 covered of 5 new jobs is a
// contradiction in the inputs themselves: an error naming laborHarmonyNewJobs, never a number.
const scenario: Scenario = {
  title: "Per job: laborHarmonyNewJobs above newJobs is an error here too",
  calc: "emerge.perJob",
  inputs: { location: "grm", newJobs: 5, laborHarmonyNewJobs: 10 },
  error: { input: "laborHarmonyNewJobs" },
};
export default scenario;
