import type { Scenario } from "../scenario";

// a share is a ratio 0-1
const scenario: Scenario = {
  title: "Error: renewableEnergyShare 1.5",
  calc: "emerge.perJob",
  inputs: { location: "grm", renewableEnergyShare: 1.5 },
  error: { input: "renewableEnergyShare" },
};
export default scenario;
