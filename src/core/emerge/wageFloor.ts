/**
 * s.75 c.(2): the authority shall not award a bonus where full-time jobs at the facility pay less
 * than $15 an hour or 120% of the minimum wage, whichever is higher.
 */
import { Decimal, compare, displayMoney, displayNumber, displayPercent } from "../decimal";
import { WAGE_FLOOR } from "../rules/emerge";

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

export function wageFloorFloor(minimumWage: Decimal): Decimal {
  return Decimal.max(
    WAGE_FLOOR.hourly.value,
    minimumWage.times(WAGE_FLOOR.minimumWageMultiple.value),
  );
}

/**
 * 120% of a minimum wage and the floor from it, per rate (a Decimal never changes): the table's
 * rates are the same objects for every evaluation of a year.
 */
const floors = new WeakMap<Decimal, { multiple: Decimal; floor: Decimal }>();

function floorOf(rate: Decimal): { multiple: Decimal; floor: Decimal } {
  let found = floors.get(rate);
  if (found === undefined) {
    found = {
      multiple: rate.times(WAGE_FLOOR.minimumWageMultiple.value),
      floor: wageFloorFloor(rate),
    };
    floors.set(rate, found);
  }
  return found;
}

/** The decision without a lowest hourly wage: the same every time (a decision never changes). */
const NOT_CHECKED: WageFloorDecision = Object.freeze({
  checked: false,
  bonusesAllowed: true,
  floor: null,
  reason:
    "not checked: no lowestHourlyWage given; bonuses apply as if every full-time job pays at least the floor",
});

export function decideWageFloor(
  lowestHourlyWage: Decimal | undefined,
  minimumWage: MinimumWageUsed | undefined,
): WageFloorDecision {
  if (lowestHourlyWage === undefined || minimumWage === undefined) return NOT_CHECKED;
  const { multiple, floor } = floorOf(minimumWage.rate);
  const arithmetic = (): string =>
    `floor = the higher of ${displayMoney(WAGE_FLOOR.hourly.value)} and ${displayPercent(WAGE_FLOOR.minimumWageMultiple.value)} × ${displayMoney(minimumWage.rate)} (${minimumWage.source}) = ${displayNumber(multiple)}, so ${displayNumber(floor)} an hour`;
  if (compare(lowestHourlyWage, floor) < 0) {
    return {
      checked: true,
      bonusesAllowed: false,
      floor,
      reason: () =>
        `lowest hourly wage ${displayMoney(lowestHourlyWage)} is below the ${arithmetic()}: no bonus is awarded`,
    };
  }
  return {
    checked: true,
    bonusesAllowed: true,
    floor,
    reason: () =>
      `lowest hourly wage ${displayMoney(lowestHourlyWage)} is not below the ${arithmetic()}: bonuses may be awarded`,
  };
}
