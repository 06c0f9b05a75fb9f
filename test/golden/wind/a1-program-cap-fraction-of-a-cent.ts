import type { Scenario } from "../scenario";

// owner 80,000,000, 300 approved jobs (100%): round(80,000,000 x 1) = 80,000,000.00;
// program cap 1,000.001 binds: total = min(80,000,000.00, 1,000.001) = 1,000.001 -> "1000.00".
// scheduled = round(1,000.001 / 5 = 200.0002) = 200.00 a year; no employment given: all five
// years pending, pendingTotal 5 x 200.00 = 1,000.00, allowed 0.00.
const scenario: Scenario = {
  title: "programCapRemaining with a fraction of a cent binds, shown in cents",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, programCapRemaining: 1000.001 },
  expect: {
    eligible: true,
    totalCredit: "1000.00",
    allowedTotal: "0.00",
    pendingTotal: "1000.00",
    forfeitedTotal: "0.00",
  },
};
export default scenario;
