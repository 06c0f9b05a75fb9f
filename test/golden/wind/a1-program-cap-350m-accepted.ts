import type { Scenario } from "../scenario";

// programCapRemaining 350,000,000 is the whole program: accepted. owner 400,000,000, 300 jobs:
// total = round(400,000,000 x 1) = 400,000,000.00; min(400,000,000.00, 350,000,000) = 350,000,000.00
// (the cap binds, and is whole cents); trace: 350,000,000.00 - 400,000,000.00 = -50,000,000.00
// fifth 70,000,000.00; no employment: pendingTotal 350,000,000.00
const scenario: Scenario = {
  title: "programCapRemaining of exactly $350,000,000 is accepted",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 400000000, programCapRemaining: 350000000 },
  expect: { eligible: true, totalCredit: "350000000.00", pendingTotal: "350000000.00" },
  steps: { "a.(1) cap": { applied: true, amount: "-50000000.00" } },
};
export default scenario;
