import type { Scenario } from "../scenario";

// programCapRemaining 350,000,000.01 is more than the whole $350,000,000 program (s.6 a.(1)): an error naming it
const scenario: Scenario = {
  title: "Error: programCapRemaining $350,000,000.01, more than the whole program",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, programCapRemaining: "350000000.01" },
  error: { input: "programCapRemaining", messageIncludes: "350,000,000" },
};
export default scenario;
