import type { Scenario } from "../scenario";

// s.75 f.(1): a new job keeps 100% of the gross: grm 4,000 x 1 = 4,000.00; the step takes nothing
// off (amount 0.00); f.(2) is for retained jobs only
const scenario: Scenario = {
  title: "New job: f.(1) applies at 100%, f.(2) does not",
  calc: "emerge.perJob",
  inputs: { location: "grm", jobType: "new" },
  expect: { perJobCredit: "4000.00", status: "credit", jobType: "new" },
  steps: {
    "f.(1)": { applied: true, amount: "0.00" },
    "f.(2)": { applied: false, amount: null },
  },
};
export default scenario;
