import type { Scenario } from "../scenario";

// A program cap of 1,000.001 would limit the total to 1,000.001, shown as 1,000.00 while the
// fifths and allowed total would be worked from the unrounded cap: refused unless whole cents.
const scenario: Scenario = {
  title: "programCapRemaining 1000.001: refused, a cap must be in whole cents",
  calc: "wind.schedule",
  inputs: { capitalInvestment: 80000000, programCapRemaining: 1000.001 },
  error: { input: "programCapRemaining", messageIncludes: "whole cents" },
};
export default scenario;
