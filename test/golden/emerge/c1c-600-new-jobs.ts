import type { Scenario } from "../scenario";

// grm base 4,000; 600 is in 401-600 -> (c)(ii) +750; cap 8,000 not binding -> 4750.00
const scenario: Scenario = {
  title: "Bonus (c): 600 new full-time jobs",
  calc: "emerge.perJob",
  inputs: { location: "grm", newJobs: 600 },
  expect: { perJobCredit: "4750.00", status: "credit" },
  steps: { "c.(1)(c)": { applied: true, amount: "750.00" } },
};
export default scenario;
