import type { Scenario } from "../scenario";

// grm base 4,000; collegePartnership but not targetedIndustry -> no (n), no (h) -> 4,000.00
const scenario: Scenario = {
  title: "Bonus (n) needs a targeted industry",
  calc: "emerge.perJob",
  inputs: { location: "grm", collegePartnership: true },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "c.(1)(n)": { applied: false, amount: null }, "c.(1)(h)": { applied: false } },
};
export default scenario;
