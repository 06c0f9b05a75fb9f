import type { Scenario } from "../scenario";

// s.75 f.(2): a retained job keeps 50%: grm 4,000 x 0.5 = 2,000.00, the step takes 2,000.00 off;
// f.(1) is for new jobs only
const scenario: Scenario = {
  title: "Retained job: f.(1) does not apply, f.(2) takes half",
  calc: "emerge.perJob",
  inputs: { location: "grm", jobType: "retained" },
  expect: { perJobCredit: "2000.00", status: "credit", jobType: "retained" },
  steps: {
    "f.(1)": { applied: false, amount: null },
    "f.(2)": { applied: true, amount: "-2000.00" },
  },
};
export default scenario;
