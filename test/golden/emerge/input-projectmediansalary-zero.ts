import type { Scenario } from "../scenario";

// money > 0
const scenario: Scenario = {
  title: "Error: projectMedianSalary must be more than 0",
  calc: "emerge.perJob",
  inputs: { location: "grm", projectMedianSalary: 0, benchmarkMedianSalary: 50000 },
  error: { input: "projectMedianSalary" },
};
export default scenario;
