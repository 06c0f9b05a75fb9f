import type { Scenario } from "../scenario";

// grm base 4,000; training program, trainingInstitutionMiles not given -> (d) 500; gross 4,500 -> 4,500.00
const scenario: Scenario = {
  title: "Bonus (d): training program without a distance earns 500",
  calc: "emerge.perJob",
  inputs: { location: "grm", training: "program" },
  expect: { perJobCredit: "4500.00", status: "credit" },
  steps: { "c.(1)(d)": { applied: true, amount: "500.00" } },
};
export default scenario;
