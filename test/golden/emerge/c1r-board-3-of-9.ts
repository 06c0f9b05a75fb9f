import type { Scenario } from "../scenario";

// grm base 4,000; 3 x 3 = 9 >= 9 -> (r) +2,000; gross 6,000 -> 6,000.00
const scenario: Scenario = {
  title: "Bonus (r): 3 of 9 board members is one-third",
  calc: "emerge.perJob",
  inputs: { location: "grm", boardMembers: 9, boardUnderrepresented: 3 },
  expect: { perJobCredit: "6000.00", status: "credit" },
  steps: { "c.(1)(r)": { applied: true, amount: "2000.00" } },
};
export default scenario;
