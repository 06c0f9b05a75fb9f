import type { Scenario } from "../scenario";

// programCapRemaining 0.04 binds: total 0.04; fifth = 0.008 -> down to 0.00 (years 1-4); year 5
// = 0.04 - 4 x 0.00 = 0.04. Years 1-4 earn 0.00 (scheduled nothing), year 5 earns 0.04.
const scenario: Scenario = {
  title: "Fifths of $0.04: years 1-4 nothing, year 5 all four cents",
  calc: "wind.schedule",
  inputs: {
    capitalInvestment: 80000000,
    programCapRemaining: "0.04",
    employment: [100, 150, 200, 300, 300],
  },
  expect: {
    totalCredit: "0.04",
    allowedTotal: "0.04",
    years: [
      { year: 1, scheduled: "0.00", allowed: "0.00", status: "earned" },
      { year: 2, scheduled: "0.00", allowed: "0.00", status: "earned" },
      { year: 3, scheduled: "0.00", allowed: "0.00", status: "earned" },
      { year: 4, scheduled: "0.00", allowed: "0.00", status: "earned" },
      { year: 5, scheduled: "0.04", allowed: "0.04", status: "earned" },
    ],
  },
};
export default scenario;
