import type { Scenario } from "../scenario";

// README "Numbers must be less than 10^15 in size". approvedJobs 1e15 given as a JSON number
// (a safe integer) is accepted today and selects the 100% step, while the same value as text
// ("1000000000000000") and 1e16 are refused: the whole-number fast path in parseScalar returns a
// safe integer before the size bound is checked (found by the independent wind eval comparison).
const scenario: Scenario = {
  title: "approvedJobs of 10^15 as a JSON number is refused like the same number as text",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 60000000, approvedJobs: 1e15 },
  error: { input: "approvedJobs", messageIncludes: "1e15" },
};
export default scenario;
