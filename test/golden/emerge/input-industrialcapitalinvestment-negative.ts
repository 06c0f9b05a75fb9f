import type { Scenario } from "../scenario";

// money must be >= 0
const scenario: Scenario = {
  title: "Error: negative industrialCapitalInvestment",
  calc: "emerge.perJob",
  inputs: { location: "grm", industrialCapitalInvestment: -1, minimumCapitalInvestment: 1000000 },
  error: { input: "industrialCapitalInvestment" },
};
export default scenario;
