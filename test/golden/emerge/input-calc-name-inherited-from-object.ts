import type { Scenario } from "../scenario";

// "toString" is not a calculation. The registry lookup must only see its own four names
// (emerge.perJob, emerge.annual, emerge.schedule, wind.schedule); an inherited Object property
// ("toString", "constructor", "__proto__", "hasOwnProperty") must get the same answer as any
// other unknown calc: input null and the list of calcs — not "internal error ... calculation.run
// is not a function" (found by the independent eval comparison).
const scenario: Scenario = {
  title: "Unknown calc that is an Object property name: the usual unknown-calc error",
  calc: "toString" as string as Scenario["calc"],
  inputs: { location: "grm" },
  error: { input: null, messageIncludes: '"calc" must be one of' },
};
export default scenario;
