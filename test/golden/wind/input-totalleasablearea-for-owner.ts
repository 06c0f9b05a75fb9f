import type { Scenario } from "../scenario";

// tenant-only input for an owner
const scenario: Scenario = {
  title: "Error: an owner given totalLeasableArea",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    totalLeasableArea: 1000,
  },
  error: {
    input: "totalLeasableArea",
  },
};
export default scenario;
