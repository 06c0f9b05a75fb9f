import type { Scenario } from "../scenario";

// childCare "TRUE" -> (k) 1,000; newJobs "1,001" = 1,001 > 1,000 -> (c)(v) 1,500;
// grm 4,000 + 1,000 + 1,500 = 6,500 -> 6,500.00
const scenario: Scenario = {
  title: "TRUE as text and a grouped number as text",
  calc: "emerge.perJob",
  inputs: { location: "grm", childCare: "TRUE", newJobs: "1,001" },
  expect: { perJobCredit: "6500.00", status: "credit" },
  steps: {
    "c.(1)(c)": { applied: true, amount: "1500.00" },
    "c.(1)(k)": { applied: true, amount: "1000.00" },
  },
};
export default scenario;
