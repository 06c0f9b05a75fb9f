import type { Scenario } from "../scenario";

// s.6 a.(3): beipGrant FALSE and brraaAssistance FALSE -> the test is met (step not applied);
// owner 50,000,000, 100% -> total 50,000,000.00, every year met -> allowed 50,000,000.00
// (the other side: a3-beip-grant, a3-brraa-assistance)
const scenario: Scenario = {
  title: "No BEIP grant and no BRRAA assistance: eligible",
  calc: "wind.schedule",
  inputs: {
    role: "owner",
    capitalInvestment: 50000000,
    beipGrant: false,
    brraaAssistance: false,
    employment: [100, 150, 200, 300, 300],
  },
  expect: { eligible: true, reasons: [], totalCredit: "50000000.00", allowedTotal: "50000000.00" },
  steps: { "a.(3)": { applied: false, amount: null } },
};
export default scenario;
