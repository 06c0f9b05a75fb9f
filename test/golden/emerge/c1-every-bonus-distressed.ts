import type { Scenario } from "../scenario";

// distressed (T3) base 3,000. Bonuses: (a) MRI 75 -> 1,000; (b) M 1,000,000, I 1,800,000: 800,000/400,000 = 2
// -> 1,000; (c) 500 new jobs -> 750; (d) institution 5 miles -> 1,000; (e) 500; (f) B 50,000, P 85,000:
// 35,000/17,500 = 2 -> 400; (g) deleted; (h) 500; (i) 500; (j) 2,000; (k) 1,000; (l) 500; (m) platinum 500;
// (n) 1,000; (o) 0.75 -> 500; (p) 1,500; (q) 1,000; (r) 3 of 9 -> 2,000.
// Bonuses = 1,000+1,000+750+1,000+500+400+500+500+2,000+1,000+500+500+1,000+500+1,500+1,000+2,000 = 15,650;
// gross 18,650 > cap d.(3) 5,000 + 1,000 for (j) = 6,000 -> cap step -12,650 -> 6,000.00
const scenario: Scenario = {
  title: "Every bonus at once in a distressed municipality, capped",
  calc: "emerge.perJob",
  inputs: {
    location: "distressed",
    mriDistressScore: 75,
    industrialCapitalInvestment: 1800000,
    minimumCapitalInvestment: 1000000,
    newJobs: 500,
    training: "institution",
    trainingInstitutionMiles: 5,
    smallBusiness: true,
    projectMedianSalary: 85000,
    benchmarkMedianSalary: 50000,
    targetedIndustry: true,
    incubator: true,
    laborHarmony: true,
    childCare: true,
    reentryPartnership: true,
    reentryHires: 4,
    leedRating: "platinum",
    environmentalRemediation: true,
    collegePartnership: true,
    renewableEnergyShare: 0.75,
    marineTerminal: true,
    opportunityZone: true,
    boardMembers: 9,
    boardUnderrepresented: 3,
  },
  expect: { perJobCredit: "6000.00", status: "credit", gross: "18650.00" },
  steps: {
    "b.(3)": { applied: true, amount: "3000.00" },
    "c.(1)(a)": { applied: true, amount: "1000.00" },
    "c.(1)(b)": { applied: true, amount: "1000.00" },
    "c.(1)(c)": { applied: true, amount: "750.00" },
    "c.(1)(d)": { applied: true, amount: "1000.00" },
    "c.(1)(e)": { applied: true, amount: "500.00" },
    "c.(1)(f)": { applied: true, amount: "400.00" },
    "c.(1)(g)": { applied: false, amount: null },
    "c.(1)(h)": { applied: true, amount: "500.00" },
    "c.(1)(i)": { applied: true, amount: "500.00" },
    "c.(1)(j)": { applied: true, amount: "2000.00" },
    "c.(1)(k)": { applied: true, amount: "1000.00" },
    "c.(1)(l)": { applied: true, amount: "500.00" },
    "c.(1)(m)": { applied: true, amount: "500.00" },
    "c.(1)(n)": { applied: true, amount: "1000.00" },
    "c.(1)(o)": { applied: true, amount: "500.00" },
    "c.(1)(p)": { applied: true, amount: "1500.00" },
    "c.(1)(q)": { applied: true, amount: "1000.00" },
    "c.(1)(r)": { applied: true, amount: "2000.00" },
    "d.(3)": { applied: true, amount: "-12650.00" },
    "e.": { applied: false },
  },
};
export default scenario;
