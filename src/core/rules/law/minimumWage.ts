/** The source and the plain-language summary of each minimum wage rate (../minimumWage.ts). */
import { MINIMUM_WAGE_RATES } from "../minimumWage";
import { longDate, money } from "../words";
import { annotations } from "./annotation";

export const MINIMUM_WAGE_ANNOTATIONS = annotations(
  MINIMUM_WAGE_RATES.map((r) => [
    r,
    { source: `NJ Department of Labor announcement of the rate in force from ${longDate(r.from)}` },
    (v) => `From ${longDate(r.from)}, New Jersey's minimum wage is ${money(v)} an hour.`,
  ]),
);
