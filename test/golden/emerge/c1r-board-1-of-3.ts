import type { Scenario } from "../scenario";

// enhanced base 3,500; 3 x 1 = 3 >= 3 -> (r) +2,000; gross 5,500 <= 6,000 -> 5,500.00
// (a rounded 0.33 x 3 = 0.99 < 1 comparison would wrongly deny it)
const scenario: Scenario = {
  title: "Bonus (r): 1 of 3 is exactly one-third",
  calc: "emerge.perJob",
  inputs: { location: "enhanced", boardMembers: 3, boardUnderrepresented: 1 },
  expect: { perJobCredit: "5500.00", status: "credit" },
  steps: { "c.(1)(r)": { applied: true, amount: "2000.00" } },
};
export default scenario;
