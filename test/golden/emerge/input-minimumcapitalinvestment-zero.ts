import type { Scenario } from "../scenario";

// money > 0
const scenario: Scenario = {
  title: "Error: minimumCapitalInvestment must be more than 0",
  calc: "emerge.perJob",
  inputs: { location: "grm", industrialCapitalInvestment: 100, minimumCapitalInvestment: 0 },
  error: { input: "minimumCapitalInvestment" },
};
export default scenario;
