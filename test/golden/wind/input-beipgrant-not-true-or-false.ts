import type { Scenario } from "../scenario";

// booleans are TRUE or FALSE
const scenario: Scenario = {
  title: "Error: beipGrant neither TRUE nor FALSE",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    beipGrant: "maybe",
  },
  error: {
    input: "beipGrant",
  },
};
export default scenario;
