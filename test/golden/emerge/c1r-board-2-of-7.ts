import type { Scenario } from "../scenario";

// grm base 4,000; 3 x 2 = 6 < 7 -> no (r) (2/7 = 0.2857 < 1/3; a rounded 0.33 test would also fail, but
// 3 x U >= N is exact) -> 4,000.00
const scenario: Scenario = {
  title: "Bonus (r): 2 of 7 board members is short of one-third",
  calc: "emerge.perJob",
  inputs: { location: "grm", boardMembers: 7, boardUnderrepresented: 2 },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: { "c.(1)(r)": { applied: false, amount: null } },
};
export default scenario;
