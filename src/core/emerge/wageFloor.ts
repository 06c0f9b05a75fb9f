/**
 * s.75 c.(2): the authority shall not award a bonus where full-time jobs at the facility pay less
 * than $15 an hour or 120% of the minimum wage, whichever is higher.
 */
import {
  Decimal,
  compare,
  displayMoney,
  displayNumber,
  displayPercent,
  wholeCentsOf,
} from "../decimal";
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
  /**
   * Whether the decision is made once and returned every time it fits (decideWageFloor): then
   * it is frozen, as every evaluation it fits shares it (its trace step is kept by perJob.ts).
   */
  kept: boolean;
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

/** The decision without a lowest hourly wage: the same every time, frozen (decideWageFloor). */
const NOT_CHECKED: WageFloorDecision = Object.freeze({
  checked: false,
  bonusesAllowed: true,
  floor: null,
  reason:
    "not checked: no lowestHourlyWage given; bonuses apply as if every full-time job pays at least the floor",
  kept: true,
});

/**
 * Below this many cents an hour ($60), a lowest hourly wage keeps its decision, made once per
 * minimum wage of the table's (the same object for every evaluation of a year, annual.ts
 * minimumWageNeeded): the decision and its words depend on the wage only through its cents
 * (displayMoney) and its comparison with the floor, both the same for the same cents. Wages are
 * below it in practice.
 */
const KEPT_WAGE_CENTS_BELOW = 6000;
/**
 * At most this many decisions kept per year of the table; past it, a new wage is decided afresh
 * each time. A decision traced and turned to JSON holds its step and its text, about 650 bytes
 * (measured: every cent below $60 of all eight years kept 31.5 MB), so this bounds them at about
 * 0.7 MB a year. The bench's 10,000 scenarios meet about 1,000 cents a year.
 */
const KEPT_WAGES_PER_YEAR = 1024;

/** Per minimum wage used, its decisions by the lowest hourly wage in whole cents, and how many. */
const keptDecisions = new WeakMap<
  MinimumWageUsed,
  { byCents: (WageFloorDecision | undefined)[]; count: number }
>();

/**
 * The c.(2) decision: made once and kept (see KEPT_WAGE_CENTS_BELOW) where the minimum wage is
 * one of the table's, which are frozen and shared, so it is never another's with the same object.
 */
export function decideWageFloor(
  lowestHourlyWage: Decimal | undefined,
  minimumWage: MinimumWageUsed | undefined,
): WageFloorDecision {
  if (lowestHourlyWage === undefined || minimumWage === undefined) return NOT_CHECKED;
  if (!Object.isFrozen(minimumWage)) return decide(lowestHourlyWage, minimumWage);
  const cents = wholeCentsOf(lowestHourlyWage);
  if (cents === undefined || cents >= KEPT_WAGE_CENTS_BELOW)
    return decide(lowestHourlyWage, minimumWage);
  let kept = keptDecisions.get(minimumWage);
  if (kept === undefined) {
    // At its full length: an array first written far past its end is kept as a dictionary.
    const byCents = new Array<WageFloorDecision | undefined>(KEPT_WAGE_CENTS_BELOW).fill(undefined);
    kept = { byCents, count: 0 };
    keptDecisions.set(minimumWage, kept);
  }
  let decision = kept.byCents[cents];
  if (decision === undefined) {
    decision = decide(lowestHourlyWage, minimumWage);
    if (kept.count >= KEPT_WAGES_PER_YEAR) return decision;
    decision.kept = true;
    Object.freeze(decision);
    kept.byCents[cents] = decision;
    kept.count++;
  }
  return decision;
}

function decide(lowestHourlyWage: Decimal, minimumWage: MinimumWageUsed): WageFloorDecision {
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
      kept: false,
    };
  }
  return {
    checked: true,
    bonusesAllowed: true,
    floor,
    reason: () =>
      `lowest hourly wage ${displayMoney(lowestHourlyWage)} is not below the ${arithmetic()}: bonuses may be awarded`,
    kept: false,
  };
}
