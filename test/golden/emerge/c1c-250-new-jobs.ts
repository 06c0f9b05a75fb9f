import type { Scenario } from "../scenario";

// grm base 4,000; 250 is not between 251 and 400 -> no (c); cap 8,000 not binding -> 4000.00
const scenario: Scenario = {
  title: "Bonus (c): 250 new full-time jobs",
  calc: "emerge.perJob",
  inputs: { location: "grm", newJobs: 250 },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "c.(1)(c)": { applied: false, amount: null } },
};
export default scenario;
