import type { Scenario } from "../scenario";

// grm base 4,000; 800 is in 601-800 -> (c)(iii) +1,000; cap 8,000 not binding -> 5000.00
const scenario: Scenario = {
  title: "Bonus (c): 800 new full-time jobs",
  calc: "emerge.perJob",
  inputs: { location: "grm", newJobs: 800 },
  expect: { perJobCredit: "5000.00", status: "credit" },
  steps: { "c.(1)(c)": { applied: true, amount: "1000.00" } },
};
export default scenario;
