import type { Scenario } from "../scenario";

// A business engaged primarily in a targeted industry ((h)) is in one ((n)): FALSE contradicts it.
const scenario: Scenario = {
  title: "Error: inTargetedIndustry FALSE with targetedIndustry TRUE",
  calc: "emerge.perJob",
  inputs: { location: "other", targetedIndustry: true, inTargetedIndustry: false },
  error: { input: "inTargetedIndustry", messageIncludes: "targetedIndustry is TRUE" },
};
export default scenario;
