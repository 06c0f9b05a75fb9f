import type { Scenario } from "../scenario";

// other 500 + (j) 2,000 + (r) 2,000 + (k) 1,000 = 5,500 -> cap 3,000 + 1,000 = 4,000; retained x 1/2 -> 2,000.00
const scenario: Scenario = {
  title: "Retained job with the labor harmony allowance binding",
  calc: "emerge.perJob",
  inputs: {
    location: "other",
    laborHarmony: true,
    boardMembers: 4,
    boardUnderrepresented: 2,
    childCare: true,
    jobType: "retained",
  },
  expect: { perJobCredit: "2000.00", status: "credit" },
};
export default scenario;
