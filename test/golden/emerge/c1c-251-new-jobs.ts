import type { Scenario } from "../scenario";

// grm base 4,000; 251 is in 251-400 -> (c)(i) +500; cap 8,000 not binding -> 4500.00
const scenario: Scenario = {
  title: "Bonus (c): 251 new full-time jobs",
  calc: "emerge.perJob",
  inputs: { location: "grm", newJobs: 251 },
  expect: { perJobCredit: "4500.00", status: "credit" },
  steps: { "c.(1)(c)": { applied: true, amount: "500.00" } },
};
export default scenario;
