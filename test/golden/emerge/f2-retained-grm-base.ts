import type { Scenario } from "../scenario";

// grm base 4,000; retained job x 1/2 -> 2,000.00
const scenario: Scenario = {
  title: "Retained job earns half",
  calc: "emerge.perJob",
  inputs: { location: "grm", jobType: "retained" },
  expect: { perJobCredit: "2000.00", status: "credit", jobType: "retained" },
  steps: { "f.(2)": { applied: true } },
};
export default scenario;
