import type { Scenario } from "../scenario";

// grm base 4,000; 1,001 is in excess of 1,000 -> (c)(v) +1,500; cap 8,000 not binding -> 5500.00
const scenario: Scenario = {
  title: "Bonus (c): 1001 new full-time jobs",
  calc: "emerge.perJob",
  inputs: { location: "grm", newJobs: 1001 },
  expect: { perJobCredit: "5500.00", status: "credit" },
  steps: { "c.(1)(c)": { applied: true, amount: "1500.00" } },
};
export default scenario;
