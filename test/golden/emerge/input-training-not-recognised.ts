import type { Scenario } from "../scenario";

// "sometimes" is not accepted
const scenario: Scenario = {
  title: "Error: training must be none, program or institution",
  calc: "emerge.perJob",
  inputs: { location: "grm", training: "sometimes" },
  error: { input: "training" },
};
export default scenario;
