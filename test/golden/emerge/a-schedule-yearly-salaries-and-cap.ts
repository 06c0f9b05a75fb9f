import type { Scenario } from "../scenario";

// s.75 a.: the credit is computed year by year, each year on its own facts. other: base 500,
// limit 3,000 (b.(5), d.(5)); 10 new jobs a year (no bonus (c): its schedule starts at 251);
// benchmark 100,000 every year; the project's median salary rises:
//   year 1: 70,000.00 is 30,000 below = 30% (at the limit, e.): no credit -> 0.00
//   year 2: 70,000.01 is 29,999.99 below (one cent past it): 500 x 70,000.01 / 100,000
//           = 350.00005 -> 350.00 a job; x 10 = 3,500.00
//   year 3: 90,000: 500 x 0.9 = 450.00; x 10 = 4,500.00
//   year 4: 100,000: no reduction, no (f): 500; x 10 = 5,000.00
//   year 5: 134,999.99 exceeds by 34,999.99 < one increment (35% of 100,000 = 35,000): no (f);
//           x 10 = 5,000.00
//   year 6: 135,000 exceeds by one increment (at the limit): (f) 200, 700 a job; x 10 = 7,000.00,
//           above that year's annual cap of 6,000 (g.): 6,000.00
//   year 7: 170,000: two increments, (f) 400: 900; x 10 = 9,000.00 (cap 10,000 does not bind)
// total 0 + 3,500 + 4,500 + 5,000 + 5,000 + 6,000 + 9,000 = 33,000.00
const scenario: Scenario = {
  title: "Schedule: the median salary and the annual cap year by year (e., c.(1)(f), g.)",
  calc: "emerge.schedule",
  inputs: {
    location: "other",
    newJobs: 10,
    benchmarkMedianSalary: 100000,
    projectMedianSalary: [70000, 70000.01, 90000, 100000, 134999.99, 135000, 170000],
    annualCap: [10000, 10000, 10000, 10000, 10000, 6000, 10000],
  },
  expect: {
    years: [
      { year: 1, perJobNew: "0.00", credit: "0.00" },
      { year: 2, perJobNew: "350.00", credit: "3500.00" },
      { year: 3, perJobNew: "450.00", credit: "4500.00" },
      { year: 4, perJobNew: "500.00", credit: "5000.00" },
      { year: 5, perJobNew: "500.00", credit: "5000.00" },
      { year: 6, perJobNew: "700.00", beforeCap: "7000.00", credit: "6000.00" },
      { year: 7, perJobNew: "900.00", credit: "9000.00" },
    ],
    totalCredit: "33000.00",
  },
};
export default scenario;
