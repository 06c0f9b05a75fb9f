import type { Scenario } from "../scenario";

// "100,150,200" in a schedule could be three years or 100,150,200 jobs in one year: an error,
// never the 550,826,100,000.00 that reading it as one grouped number would give.
const scenario: Scenario = {
  title: "Schedule: per-year counts as comma text are ambiguous",
  calc: "emerge.schedule",
  inputs: { location: "grm", newJobs: "100,150,200" },
  error: { input: "newJobs", messageIncludes: "ambiguous" },
};
export default scenario;
