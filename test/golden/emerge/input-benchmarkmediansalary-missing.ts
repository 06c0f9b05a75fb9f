import type { Scenario } from "../scenario";

// the two median salaries go together; the missing one is named
const scenario: Scenario = {
  title: "Error: projectMedianSalary without the benchmark",
  calc: "emerge.perJob",
  inputs: { location: "grm", projectMedianSalary: 60000 },
  error: { input: "benchmarkMedianSalary" },
};
export default scenario;
