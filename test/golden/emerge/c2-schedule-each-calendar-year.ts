import type { Scenario } from "../scenario";

// lowest wage 17.00; firstYear 2022. 2022: 13.00 x 1.2 = 15.60 -> floor 15.60, passes -> 4,000 + (e) 500 = 4,500
// x 10 = 45,000; 2023: 14.13 x 1.2 = 16.956, passes -> 45,000; 2024: 15.13 x 1.2 = 18.156 > 17 fails
// -> no bonus -> 4,000 x 10 = 40,000. Total 130,000.00
const scenario: Scenario = {
  title: "Schedule: each year's wage floor uses its calendar year",
  calc: "emerge.schedule",
  inputs: {
    location: "grm",
    smallBusiness: true,
    lowestHourlyWage: 17,
    firstYear: 2022,
    newJobs: [10, 10, 10],
  },
  expect: {
    years: [
      { year: 1, calendarYear: 2022, perJobNew: "4500.00", credit: "45000.00" },
      { year: 2, calendarYear: 2023, perJobNew: "4500.00", credit: "45000.00" },
      { year: 3, calendarYear: 2024, perJobNew: "4000.00", credit: "40000.00" },
    ],
    totalCredit: "130000.00",
  },
};
export default scenario;
