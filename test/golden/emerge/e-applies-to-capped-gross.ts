import type { Scenario } from "../scenario";

// grm 4,000 + (a) 1,000 + (k) 1,000 + (e) 500 + (h) 500 + (i) 500 + (r) 2,000 = 9,500 -> capped 8,000;
// B = 100,000, P = 90,000: below 0.10 -> 8,000 x 0.90 = 7,200.00 (not 9,500 x 0.9 = 8,550)
const scenario: Scenario = {
  title: "Salary reduction applies to the capped gross",
  calc: "emerge.perJob",
  inputs: {
    location: "grm",
    mriDistressScore: 60,
    childCare: true,
    smallBusiness: true,
    targetedIndustry: true,
    incubator: true,
    boardMembers: 6,
    boardUnderrepresented: 2,
    projectMedianSalary: 90000,
    benchmarkMedianSalary: 100000,
  },
  expect: { perJobCredit: "7200.00", status: "credit" },
  steps: { "d.(1)": { applied: true, amount: "-1500.00" } },
};
export default scenario;
