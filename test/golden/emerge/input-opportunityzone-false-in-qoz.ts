import type { Scenario } from "../scenario";

// a facility in a qualified opportunity zone cannot be outside one: a contradiction
const scenario: Scenario = {
  title: "Error: qoz location with opportunityZone false",
  calc: "emerge.perJob",
  inputs: { location: "qoz", opportunityZone: false },
  error: { input: "opportunityZone" },
};
export default scenario;
