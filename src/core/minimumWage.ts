/**
 * The minimum wage a wage-floor test uses for a calendar year (docs/emerge.md §5): the last rate in
 * force in that year (2019 → 10.00, the rate from 2019-07-01). Outside the table there is no
 * default: the user must give `minimumWage`, since nothing defaults from the clock.
 */
import type { Decimal } from "./decimal";
import { InputError } from "./inputs";
import {
  MINIMUM_WAGE_CITATION,
  MINIMUM_WAGE_RATES,
  type MinimumWageRate,
} from "./rules/minimumWage";

export const FIRST_MINIMUM_WAGE_YEAR = Number(MINIMUM_WAGE_RATES[0].from.slice(0, 4));
export const LAST_MINIMUM_WAGE_YEAR = Number(
  MINIMUM_WAGE_RATES[MINIMUM_WAGE_RATES.length - 1].from.slice(0, 4),
);

/** The rate in force at the end of `year`, with the date it took effect, or undefined outside the table. */
export function minimumWageRateFor(year: number): MinimumWageRate | undefined {
  if (!Number.isInteger(year) || year < FIRST_MINIMUM_WAGE_YEAR || year > LAST_MINIMUM_WAGE_YEAR) {
    return undefined;
  }
  // A few rates in date order: the last to take effect by the year's end. Not remembered here:
  // the wage floor remembers what it uses for each year (minimumWageNeeded, emerge/annual.ts).
  const endOfYear = `${year}-12-31`;
  let found: MinimumWageRate | undefined;
  for (const rate of MINIMUM_WAGE_RATES) if (rate.from <= endOfYear) found = rate;
  return found;
}

/** The minimum wage for `year`; an InputError naming `inputName` outside the table. */
export function minimumWageFor(year: number, inputName = "year"): Decimal {
  const rate = minimumWageRateFor(year);
  if (!rate) {
    throw new InputError(
      inputName,
      `${inputName} ${year} is outside the minimum wage table (${FIRST_MINIMUM_WAGE_YEAR}–${LAST_MINIMUM_WAGE_YEAR}, ${MINIMUM_WAGE_CITATION}); give minimumWage for that year`,
    );
  }
  return rate.value;
}
