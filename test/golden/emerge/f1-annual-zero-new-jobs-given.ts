import type { Scenario } from "../scenario";

// newJobs 0 given (not omitted) is a count like any other: grm retained job b.(1) 4,000 x 1/2
// (s.75 f.(2)) = 2,000.00; 10 x 2,000.00 = 20,000.00; no cap given -> 20,000.00.
const scenario: Scenario = {
  title: "Annual with newJobs 0 given: only the retained jobs earn",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 0, retainedJobs: 10 },
  expect: { beforeCap: "20000.00", annualCredit: "20000.00", annualCap: null },
};
export default scenario;
