import type { Scenario } from "../scenario";

// a share is a ratio 0-1
const scenario: Scenario = {
  title: "Error: negative renewableEnergyShare",
  calc: "emerge.perJob",
  inputs: { location: "grm", renewableEnergyShare: -0.1 },
  error: { input: "renewableEnergyShare" },
};
export default scenario;
