import type { Scenario } from "../scenario";

// the two median salaries go together; the missing one is named
const scenario: Scenario = {
  title: "Error: benchmarkMedianSalary without the project's",
  calc: "emerge.perJob",
  inputs: { location: "grm", benchmarkMedianSalary: 60000 },
  error: { input: "projectMedianSalary" },
};
export default scenario;
