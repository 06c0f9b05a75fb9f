import type { Scenario } from "../scenario";

// the annual amount is one year's: a list of caps is for a schedule
const scenario: Scenario = {
  title: "Error: a list of annual caps for the annual amount",
  calc: "emerge.annual",
  inputs: { location: "other", newJobs: 10, annualCap: [6000, 7000] },
  error: { input: "annualCap", messageIncludes: "takes one value here" },
};
export default scenario;
