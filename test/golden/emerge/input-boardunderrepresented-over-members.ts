import type { Scenario } from "../scenario";

// boardUnderrepresented 4 > boardMembers 3
const scenario: Scenario = {
  title: "Error: more underrepresented members than members",
  calc: "emerge.perJob",
  inputs: { location: "grm", boardMembers: 3, boardUnderrepresented: 4 },
  error: { input: "boardUnderrepresented" },
};
export default scenario;
