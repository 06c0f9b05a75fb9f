import type { Scenario } from "../scenario";

// minimumCapitalInvestment is required when industrialCapitalInvestment is given
const scenario: Scenario = {
  title: "Error: industrialCapitalInvestment without minimumCapitalInvestment",
  calc: "emerge.perJob",
  inputs: { location: "grm", industrialCapitalInvestment: 2000000 },
  error: { input: "minimumCapitalInvestment" },
};
export default scenario;
