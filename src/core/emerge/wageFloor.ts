/**
 * s.75 c.(2): the authority shall not award a bonus where full-time jobs at the facility pay less
 * than $15 an hour or 120% of the minimum wage, whichever is higher.
 */
import { Decimal, compare, displayMoney, displayNumber, displayPercent } from "../decimal";
import { EMERGE_STATUTE, WAGE_FLOOR } from "../rules/emerge";
import { step, type TraceStep } from "../trace";

/** The minimum wage the floor is tested against, and where it came from (for the trace). */
export interface MinimumWageUsed {
  rate: Decimal;
  source: string;
}

export interface WageFloorDecision {
  /** Whether the floor was tested (lowestHourlyWage given). */
  checked: boolean;
  /** Whether bonuses may be awarded. */
  bonusesAllowed: boolean;
  floor: Decimal | null;
  reason: string | (() => string);
}

/** The floor: the higher of the hourly amount and the multiple of the minimum wage. */
export function wageFloorFloor(minimumWage: Decimal): Decimal {
  return Decimal.max(
    WAGE_FLOOR.hourly.value,
    minimumWage.times(WAGE_FLOOR.minimumWageMultiple.value),
  );
}

/** The c.(2) step of a decision: applied where the floor was tested and withholds the bonuses. */
export function wageFloorStep(floor: WageFloorDecision): TraceStep {
  return step(
    "test",
    "wage-floor",
    EMERGE_STATUTE,
    WAGE_FLOOR.id,
    WAGE_FLOOR.label,
    floor.checked && !floor.bonusesAllowed,
    null,
    floor.reason,
  );
}

/** The c.(2) decision: bonuses are allowed unless the lowest hourly wage is below the floor. */
export function decideWageFloor(
  lowestHourlyWage: Decimal | undefined,
  minimumWage: MinimumWageUsed | undefined,
): WageFloorDecision {
  if (lowestHourlyWage === undefined || minimumWage === undefined)
    return {
      checked: false,
      bonusesAllowed: true,
      floor: null,
      reason:
        "not checked: no lowestHourlyWage given; bonuses apply as if every full-time job pays at least the floor",
    };
  const { hourly, minimumWageMultiple } = WAGE_FLOOR;
  const multiple = minimumWage.rate.times(minimumWageMultiple.value);
  const floor = wageFloorFloor(minimumWage.rate);
  const arithmetic = (): string =>
    `floor = the higher of ${displayMoney(hourly.value)} and ${displayPercent(minimumWageMultiple.value)} × ${displayMoney(minimumWage.rate)} (${minimumWage.source}) = ${displayNumber(multiple)}, so ${displayNumber(floor)} an hour`;
  const below = compare(lowestHourlyWage, floor) < 0;
  return {
    checked: true,
    bonusesAllowed: !below,
    floor,
    reason: () =>
      `lowest hourly wage ${displayMoney(lowestHourlyWage)} is ${below ? "below" : "not below"} the ${arithmetic()}: ${below ? "no bonus is awarded" : "bonuses may be awarded"}`,
  };
}
