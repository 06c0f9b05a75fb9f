import type { Scenario } from "../scenario";

// give the share or the two areas, not both
const scenario: Scenario = {
  title: "Error: share and areas given together",
  calc: "wind.schedule",
  inputs: {
    role: "tenant",
    capitalInvestment: 80000000,
    tenantLeasedShare: 0.25,
    tenantLeasedArea: 1,
    totalLeasableArea: 4,
  },
  error: {
    input: "tenantLeasedShare",
  },
};
export default scenario;
