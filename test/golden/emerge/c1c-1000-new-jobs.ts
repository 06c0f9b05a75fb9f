import type { Scenario } from "../scenario";

// grm base 4,000; 1,000 is in 801-1,000 -> (c)(iv) +1,250; cap 8,000 not binding -> 5250.00
const scenario: Scenario = {
  title: "Bonus (c): 1000 new full-time jobs",
  calc: "emerge.perJob",
  inputs: { location: "grm", newJobs: 1000 },
  expect: { perJobCredit: "5250.00", status: "credit" },
  steps: { "c.(1)(c)": { applied: true, amount: "1250.00" } },
};
export default scenario;
