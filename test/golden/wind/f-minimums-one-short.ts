import type { Scenario } from "../scenario";

// s.6 f., one past each limit: owner 50,000,000, 100% -> total 50,000,000.00, fifth 10,000,000.00;
// employment 99/149/199/299/299 is one short of 100/150/200/300/300 in every year -> every year
// "not met", each step takes its 10,000,000.00: allowed 0.00, not met 5 x 10,000,000 = 50,000,000.00
// (no year is met after a missed one, so no restoration note)
const scenario: Scenario = {
  title: "Employment one short of each year's minimum: every year not met",
  calc: "wind.schedule",
  inputs: { role: "owner", capitalInvestment: 50000000, employment: [99, 149, 199, 299, 299] },
  expect: {
    eligible: true,
    totalCredit: "50000000.00",
    years: [
      { year: 1, requiredJobs: 100, employment: 99, allowed: "0.00", status: "not met" },
      { year: 2, requiredJobs: 150, employment: 149, allowed: "0.00", status: "not met" },
      { year: 3, requiredJobs: 200, employment: 199, allowed: "0.00", status: "not met" },
      { year: 4, requiredJobs: 300, employment: 299, allowed: "0.00", status: "not met" },
      { year: 5, requiredJobs: 300, employment: 299, allowed: "0.00", status: "not met" },
    ],
    allowedTotal: "0.00",
    notMetTotal: "50000000.00",
  },
  steps: {
    "f.(1) year 1": { applied: true, amount: "-10000000.00" },
    "f.(2) year 2": { applied: true, amount: "-10000000.00" },
    "f.(3) year 3": { applied: true, amount: "-10000000.00" },
    "f.(4) year 4": { applied: true, amount: "-10000000.00" },
    "f.(4) year 5": { applied: true, amount: "-10000000.00" },
  },
};
export default scenario;
