import type { Scenario } from "../scenario";

// minimumWage 13.00 given -> floor max(15, 15.60) = 15.60; lowest 15.59 < 15.60 -> no bonus at all:
// (a), (e), (j), (k), (r) all not applied; grm base 4,000; cap 8,000 (no (j) -> no +1,000) -> 4,000.00
// (with the floor met it would be 4,000 + 1,000 + 500 + 2,000 + 1,000 + 2,000 = 10,500 -> 9,000)
const scenario: Scenario = {
  title: "Wage floor failure removes every bonus and the labor-harmony cap allowance",
  calc: "emerge.perJob",
  inputs: {
    location: "grm",
    mriDistressScore: 90,
    smallBusiness: true,
    laborHarmony: true,
    childCare: true,
    boardMembers: 3,
    boardUnderrepresented: 1,
    lowestHourlyWage: "15.59",
    minimumWage: 13,
  },
  expect: { perJobCredit: "4000.00", status: "credit" },
  steps: {
    "c.(1)(a)": { applied: false, amount: null },
    "c.(1)(e)": { applied: false, amount: null },
    "c.(1)(j)": { applied: false, amount: null },
    "c.(1)(k)": { applied: false, amount: null },
    "c.(1)(r)": { applied: false, amount: null },
    "b.(1)": { applied: true, amount: "4000.00" },
  },
};
export default scenario;
