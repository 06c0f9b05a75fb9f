import type { Scenario } from "../scenario";

// newJobs "251" -> (c) 500; mriDistressScore "51" -> (a) 1,000; grm 4,000 + 500 + 1,000 = 5,500 -> 5,500.00
const scenario: Scenario = {
  title: "Numbers given as text are read exactly",
  calc: "emerge.perJob",
  inputs: { location: "grm", newJobs: "251", mriDistressScore: "51" },
  expect: { perJobCredit: "5500.00", status: "credit" },
};
export default scenario;
