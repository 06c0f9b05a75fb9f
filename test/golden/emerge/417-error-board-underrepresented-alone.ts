import type { Scenario } from "../scenario";

// lead's decision: named boardUnderrepresented
const scenario: Scenario = {
  title: "Error: boardUnderrepresented without boardMembers",
  calc: "emerge.perJob",
  inputs: { location: "grm", boardUnderrepresented: 2 },
  error: { input: "boardUnderrepresented" },
};
export default scenario;
