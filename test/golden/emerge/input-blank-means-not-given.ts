import type { Scenario } from "../scenario";

// mriDistressScore "", newJobs null, smallBusiness "", minimumCapitalInvestment "" are not given
// (an industrialCapitalInvestment is not given either) -> grm base 4,000 -> 4,000.00
const scenario: Scenario = {
  title: "Blank inputs mean not given, never zero or false",
  calc: "emerge.perJob",
  inputs: {
    location: "grm",
    mriDistressScore: "",
    newJobs: null,
    smallBusiness: "",
    minimumCapitalInvestment: "",
  },
  expect: { perJobCredit: "4000.00", status: "credit" },
};
export default scenario;
