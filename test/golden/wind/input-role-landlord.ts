import type { Scenario } from "../scenario";

// role is owner or tenant
const scenario: Scenario = {
  title: "Error: an unknown role",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    role: "landlord",
  },
  error: {
    input: "role",
  },
};
export default scenario;
