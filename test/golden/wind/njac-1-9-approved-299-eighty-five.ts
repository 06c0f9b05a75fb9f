import type { Scenario } from "../scenario";

// approvedJobs 299 -> 85%, M = 250; total 85,000,000.00; fifth 17,000,000.00
// R = ceil(100 x 250 / 300) = ceil(83.33) = 84, ceil(125) = 125, ceil(166.67) = 167, 250, 250
// period 1: 84 >= 84 (at the limit): compliance year 1 (s.6 d.), earned
// 124 < 125, 166 < 167, 249 < 250: years 2-4 not met (one short each); 250 >= 250: year 5 earned
// allowed = 2 x 17,000,000 = 34,000,000.00; not met 3 x 17,000,000 = 51,000,000.00
const scenario: Scenario = {
  title: "299 approved jobs: 85%; year 1 at its minimum, years 2-4 one short, year 5 met",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 100000000,
    approvedJobs: 299,
    employment: [84, 124, 166, 249, 250],
  },
  expect: {
    eligible: true,
    totalCredit: "85000000.00",
    startPeriod: 1,
    years: [
      { year: 1, requiredJobs: 84, employment: 84, allowed: "17000000.00", status: "earned" },
      { year: 2, requiredJobs: 125, employment: 124, allowed: "0.00", status: "not met" },
      { year: 3, requiredJobs: 167, employment: 166, allowed: "0.00", status: "not met" },
      { year: 4, requiredJobs: 250, employment: 249, allowed: "0.00", status: "not met" },
      { year: 5, requiredJobs: 250, employment: 250, allowed: "17000000.00", status: "earned" },
    ],
    allowedTotal: "34000000.00",
    notMetTotal: "51000000.00",
  },
};
export default scenario;
