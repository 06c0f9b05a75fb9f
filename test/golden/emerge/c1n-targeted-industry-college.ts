import type { Scenario } from "../scenario";

// grm base 4,000; targetedIndustry -> (h) 500; with collegePartnership -> (n) 1,000; gross 5,500 -> 5,500.00
const scenario: Scenario = {
  title: "Bonus (n): targeted industry with a college partnership",
  calc: "emerge.perJob",
  inputs: { location: "grm", targetedIndustry: true, collegePartnership: true },
  expect: { perJobCredit: "5500.00", status: "credit" },
  steps: {
    "c.(1)(h)": { applied: true, amount: "500.00" },
    "c.(1)(n)": { applied: true, amount: "1000.00" },
  },
};
export default scenario;
