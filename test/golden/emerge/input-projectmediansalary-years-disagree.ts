import type { Scenario } from "../scenario";

// every list in a schedule covers the same years: 2 years of newJobs, 3 of salaries
const scenario: Scenario = {
  title: "Error: yearly salaries for more years than the job counts",
  calc: "emerge.schedule",
  inputs: {
    location: "other",
    newJobs: [10, 20],
    benchmarkMedianSalary: 100000,
    projectMedianSalary: [90000, 95000, 100000],
  },
  error: { input: "projectMedianSalary", messageIncludes: "has 3 yearly values but newJobs has 2" },
};
export default scenario;
