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
import { EMERGE_STATUTE, WAGE_FLOOR } from "../rules/emerge";
import { step, type TraceStep } from "../trace";
import { keptList } from "./decisions";

/** The minimum wage the floor is tested against, and where it came from (for the trace). */
export interface MinimumWageUsed {
  rate: Decimal;
  source: string;
  /**
   * Where the decisions for this minimum wage are kept (decideWageFloor): only a minimum wage of
   * the table's has one (tableMinimumWage), the same object for every evaluation of its year.
   */
  readonly kept?: KeptDecisions;
}

/** A table minimum wage's decisions by the lowest hourly wage in whole cents, and how many. */
interface KeptDecisions {
  byCents: (WageFloorDecision | undefined)[] | undefined;
  count: number;
}

export interface WageFloorDecision {
  /** Whether the floor was tested (lowestHourlyWage given). */
  checked: boolean;
  /** Whether bonuses may be awarded. */
  bonusesAllowed: boolean;
  floor: Decimal | null;
  reason: string | (() => string);
  /**
   * A kept decision's c.(2) step, the same every time (perJob.ts records it); else null. A
   * decision is kept where it is made once and returned every time it fits (decideWageFloor):
   * then it is frozen, as every evaluation it fits shares it, and its step made with it.
   */
  step: TraceStep | null;
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

/** The c.(2) step of a decision: applied where the floor was tested and withholds the bonuses. */
export function wageFloorStep(floor: WageFloorDecision): TraceStep {
  return (
    floor.step ??
    step(
      "test",
      "wage-floor",
      EMERGE_STATUTE,
      WAGE_FLOOR.id,
      WAGE_FLOOR.label,
      floor.checked && !floor.bonusesAllowed,
      null,
      floor.reason,
    )
  );
}

/** `decision` kept: its step made, then frozen (every evaluation it fits shares both). */
function keep(decision: WageFloorDecision): WageFloorDecision {
  decision.step = wageFloorStep(decision);
  return Object.freeze(decision);
}

/** The decision without a lowest hourly wage: the same every time, frozen (decideWageFloor). */
const NOT_CHECKED: WageFloorDecision = keep({
  checked: false,
  bonusesAllowed: true,
  floor: null,
  reason:
    "not checked: no lowestHourlyWage given; bonuses apply as if every full-time job pays at least the floor",
  step: null,
});

/**
 * A minimum wage of the table's (annual.ts minimumWageNeeded makes one per year, once), frozen,
 * with a place for the decisions kept for it.
 */
export function tableMinimumWage(rate: Decimal, source: string): MinimumWageUsed {
  return Object.freeze({ rate, source, kept: { byCents: undefined, count: 0 } });
}

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

/**
 * The c.(2) decision: made once and kept (see KEPT_WAGE_CENTS_BELOW) where the minimum wage is
 * one of the table's (tableMinimumWage), which are frozen and shared, so it is never another's
 * with the same object.
 */
export function decideWageFloor(
  lowestHourlyWage: Decimal | undefined,
  minimumWage: MinimumWageUsed | undefined,
): WageFloorDecision {
  if (lowestHourlyWage === undefined || minimumWage === undefined) return NOT_CHECKED;
  const kept = minimumWage.kept;
  if (kept === undefined) return decide(lowestHourlyWage, minimumWage);
  const cents = wholeCentsOf(lowestHourlyWage);
  if (cents === undefined || cents >= KEPT_WAGE_CENTS_BELOW)
    return decide(lowestHourlyWage, minimumWage);
  // Made when first needed, at its full length (keptList).
  const byCents = (kept.byCents ??= keptList<WageFloorDecision>(KEPT_WAGE_CENTS_BELOW));
  let decision = byCents[cents];
  if (decision === undefined) {
    decision = decide(lowestHourlyWage, minimumWage);
    if (kept.count >= KEPT_WAGES_PER_YEAR) return decision;
    decision = keep(decision);
    byCents[cents] = decision;
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
      step: null,
    };
  }
  return {
    checked: true,
    bonusesAllowed: true,
    floor,
    reason: () =>
      `lowest hourly wage ${displayMoney(lowestHourlyWage)} is not below the ${arithmetic()}: bonuses may be awarded`,
    step: null,
  };
}
