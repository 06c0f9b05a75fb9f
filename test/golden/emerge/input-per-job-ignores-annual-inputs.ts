import type { Scenario } from "../scenario";

// annualCap 100 and retainedJobs 7 are annual-mode inputs, ignored for one job (lead's decision);
// grm base 4,000 -> 4,000.00
const scenario: Scenario = {
  title: "Per job: inputs of other modes are ignored",
  calc: "emerge.perJob",
  inputs: { location: "grm", annualCap: 100, retainedJobs: 7 },
  expect: { perJobCredit: "4000.00", status: "credit" },
};
export default scenario;
