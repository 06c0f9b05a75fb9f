import type { Scenario } from "../scenario";

// floor max(15, 1.20 x 13.00 = 15.60) = 15.60; lowest 15.60 not below -> same inputs as c2-wage-floor-removes-every-bonus earn
// 4,000 + 1,000 + 500 + 2,000 + 1,000 + 2,000 = 10,500 > 8,000 + 1,000 -> cap step -1,500 -> 9,000.00
const scenario: Scenario = {
  title: "Wage floor with minimumWage 13.00: 15.60 an hour passes",
  calc: "emerge.perJob",
  inputs: {
    location: "grm",
    mriDistressScore: 90,
    smallBusiness: true,
    laborHarmony: true,
    childCare: true,
    boardMembers: 3,
    boardUnderrepresented: 1,
    lowestHourlyWage: "15.60",
    minimumWage: 13,
  },
  expect: { perJobCredit: "9000.00", status: "credit" },
  steps: { "d.(1)": { applied: true, amount: "-1500.00" } },
};
export default scenario;
