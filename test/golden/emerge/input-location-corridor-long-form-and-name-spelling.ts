import type { Scenario } from "../scenario";

// "employment and investment corridor" -> T4 base 2,500; "Small business" matches smallBusiness -> (e) +500;
// gross 3,000 <= cap 4,000 -> 3,000.00
const scenario: Scenario = {
  title: "Long-form corridor and a spreadsheet-style name",
  calc: "emerge.perJob",
  inputs: { location: "employment and investment corridor", "Small business": true },
  expect: { perJobCredit: "3000.00", status: "credit", tier: 4 },
  steps: { "c.(1)(e)": { applied: true, amount: "500.00" } },
};
export default scenario;
