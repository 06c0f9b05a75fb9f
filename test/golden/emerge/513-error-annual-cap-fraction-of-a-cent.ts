import type { Scenario } from "../scenario";

// grm, 1 new job: 4,000.00 before the cap. A cap of 100.005 would give a credit of 100.005,
// shown as 100.01 — more than the board's cap (s.75 g.). A cap is refused unless in whole cents.
const scenario: Scenario = {
  title: "annualCap 100.005: refused, a cap must be in whole cents",
  calc: "emerge.annual",
  inputs: { location: "grm", newJobs: 1, annualCap: "100.005" },
  error: { input: "annualCap", messageIncludes: "whole cents" },
};
export default scenario;
