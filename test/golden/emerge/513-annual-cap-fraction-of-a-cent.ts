import type { Scenario } from "../scenario";

// grm, 1 new job: b.(1) 4,000.00 -> beforeCap 1 x 4,000.00 = 4,000.00.
// emerge.md §3: annualCredit = min(4,000.00, 100.005) = 100.005, written with two decimals
// (interface.md 1.1), half-up: 100.01. The spec takes any money >= 0 as the cap; a board's amount
// in fractions of a cent shows half a cent above itself (README, Readings).
const scenario: Scenario = {
  title: "annualCap 100.005: the credit is the cap, shown in cents",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 1, annualCap: "100.005" },
  expect: { beforeCap: "4000.00", annualCredit: "100.01", annualCap: "100.01" },
};
export default scenario;
