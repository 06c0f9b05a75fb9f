import type { Scenario } from "../scenario";

// grm base 4,000; targetedIndustry -> (h) +500; no collegePartnership -> no (n) -> 4,500.00
const scenario: Scenario = {
  title: "Bonus (h): targeted industry",
  calc: "emerge.perJob",
  inputs: { location: "grm", targetedIndustry: true },
  expect: { perJobCredit: "4500.00", status: "credit" },
  steps: { "c.(1)(h)": { applied: true, amount: "500.00" }, "c.(1)(n)": { applied: false } },
};
export default scenario;
