import type { Scenario } from "../scenario";

// s.6 f., at each limit: owner 50,000,000 -> eligible; approvedJobs 300 (default) -> 100%;
// total 50,000,000.00; fifth 10,000,000.00; minimums 100/150/200/300/300 (f.(1)-(4), year 5 as 4)
// employment 100/150/200/300/300 meets each exactly -> no year step applies; allowed 50,000,000.00
// (one past each: f-minimums-one-short)
const scenario: Scenario = {
  title: "Employment exactly at each year's minimum: every year earned",
  calc: "wind.schedule",
  inputs: { role: "owner", capitalInvestment: 50000000, employment: [100, 150, 200, 300, 300] },
  expect: {
    eligible: true,
    totalCredit: "50000000.00",
    years: [
      { year: 1, requiredJobs: 100, employment: 100, allowed: "10000000.00", status: "earned" },
      { year: 2, requiredJobs: 150, employment: 150, allowed: "10000000.00", status: "earned" },
      { year: 3, requiredJobs: 200, employment: 200, allowed: "10000000.00", status: "earned" },
      { year: 4, requiredJobs: 300, employment: 300, allowed: "10000000.00", status: "earned" },
      { year: 5, requiredJobs: 300, employment: 300, allowed: "10000000.00", status: "earned" },
    ],
    allowedTotal: "50000000.00",
    notMetTotal: "0.00",
  },
  steps: {
    "f.(1) year 1": { applied: false, amount: null },
    "f.(2) year 2": { applied: false, amount: null },
    "f.(3) year 3": { applied: false, amount: null },
    "f.(4) year 4": { applied: false, amount: null },
    "f.(4) year 5": { applied: false, amount: null },
  },
};
export default scenario;
