import type { Scenario } from "../scenario";

// whole > 0
const scenario: Scenario = {
  title: "Error: boardMembers must be more than 0",
  calc: "emerge.perJob",
  inputs: { location: "grm", boardMembers: 0, boardUnderrepresented: 0 },
  error: { input: "boardMembers" },
};
export default scenario;
