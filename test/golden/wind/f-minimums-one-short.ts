import type { Scenario } from "../scenario";

// s.6 f., at each limit and one past it: owner 50,000,000, 100% -> total 50,000,000.00, fifth
// 10,000,000.00. Period 1's 100 meets f.(1)'s first-year minimum of 100 (at the limit): the
// credit period begins there (s.6 d.), year 1 earned. Then 149/199/299/299 are one short of
// 150/200/300/300: years 2-5 "not met", each step takes its 10,000,000.00.
// allowed 10,000,000.00; not met 4 x 10,000,000 = 40,000,000.00
// (no year is met after a missed one, so no restoration note)
const scenario: Scenario = {
  title: "Year 1 at its minimum, then employment one short of each later year's: not met",
  calc: "wind.schedule",
  inputs: { role: "owner", capitalInvestment: 50000000, employment: [100, 149, 199, 299, 299] },
  expect: {
    eligible: true,
    totalCredit: "50000000.00",
    startPeriod: 1,
    notBegun: [],
    years: [
      {
        year: 1,
        period: 1,
        requiredJobs: 100,
        employment: 100,
        allowed: "10000000.00",
        status: "earned",
      },
      {
        year: 2,
        period: 2,
        requiredJobs: 150,
        employment: 149,
        allowed: "0.00",
        status: "not met",
      },
      {
        year: 3,
        period: 3,
        requiredJobs: 200,
        employment: 199,
        allowed: "0.00",
        status: "not met",
      },
      {
        year: 4,
        period: 4,
        requiredJobs: 300,
        employment: 299,
        allowed: "0.00",
        status: "not met",
      },
      {
        year: 5,
        period: 5,
        requiredJobs: 300,
        employment: 299,
        allowed: "0.00",
        status: "not met",
      },
    ],
    allowedTotal: "10000000.00",
    notMetTotal: "40000000.00",
  },
  steps: {
    "f.(1) year 1": { applied: false, amount: null },
    "f.(2) year 2": { applied: true, amount: "-10000000.00" },
    "f.(3) year 3": { applied: true, amount: "-10000000.00" },
    "f.(4) year 4": { applied: true, amount: "-10000000.00" },
    "f.(4) year 5": { applied: true, amount: "-10000000.00" },
  },
};
export default scenario;
