/**
 * The decisions of the bonuses of s.75 c.(1) (bonuses.ts): their shape, and the making of them,
 * afresh or once. A decision never changes, so one that depends only on the test that chose it, or
 * on a small whole number, is made once and returned every time it fits, and the bonus stage
 * (perJob.ts) keeps the trace steps it makes from it alongside (SharedSteps).
 */
import { type Decimal, ZERO, wholeNumber } from "../decimal";
import type { TraceStep } from "../trace";

/** Why, in words: text, or a function writing it when first read (see trace.ts). */
export type Reason = string | (() => string);

export interface BonusDecision {
  id: string;
  label: string;
  /** The increase earned per job per year; zero when not earned. */
  amount: Decimal;
  reason: Reason;
  /**
   * For a decision made once and returned by every evaluation it fits (fixed text, a rules amount:
   * see `shared`), where the bonus stage keeps the trace steps it makes from it, the same every
   * time; null (or absent, in a test's own table) for a decision made afresh.
   */
  shared?: SharedSteps | null;
}

/**
 * The steps the bonus stage (perJob.ts) made from a shared decision, kept with it: awarded, not
 * earned, or earned but withheld by the wage floor (c.(2)); each undefined until first traced.
 */
export interface SharedSteps {
  awarded: TraceStep | undefined;
  notEarned: TraceStep | undefined;
  withheld: TraceStep | undefined;
}

export const earned = (
  id: string,
  label: string,
  amount: Decimal,
  reason: Reason,
): BonusDecision => ({
  id,
  label,
  amount,
  reason,
  shared: null,
});
export const notEarned = (id: string, label: string, reason: Reason): BonusDecision => ({
  id,
  label,
  amount: ZERO,
  reason,
  shared: null,
});

/**
 * A decision that depends on nothing an evaluation varies beyond the test that chose it (its text
 * is fixed, its amount the rules table's), made once and returned every time it fits: a decision
 * never changes, and the bonus stage traces it from the steps it keeps with it (SharedSteps).
 * ZERO for a bonus not earned.
 */
export function shared(
  rules: { id: string; label: string },
  amount: Decimal,
  reason: Reason,
): BonusDecision {
  return {
    id: rules.id,
    label: rules.label,
    amount,
    reason,
    shared: { awarded: undefined, notEarned: undefined, withheld: undefined },
  };
}

/**
 * `decide(a, b)`, kept in `list` at `place` (keptPlace) and returned from there after, as a shared
 * decision (it decides the same for every evaluation it is kept for); made afresh for place −1.
 */
export function kept<A, B>(
  list: (BonusDecision | undefined)[],
  place: number,
  decide: (a: A, b: B) => BonusDecision,
  a: A,
  b: B,
): BonusDecision {
  if (place < 0) return decide(a, b);
  let d = list[place];
  if (d === undefined) {
    d = decide(a, b);
    d = shared(d, d.amount, d.reason);
    list[place] = d;
  }
  return d;
}

/**
 * Below this, a whole number a decision reads (a score, a distance, a count of hires or board
 * members) keeps its decision, made once: these are small in practice, and the decision of a
 * larger one is made afresh each time, so memory stays bounded.
 */
export const KEPT_BELOW = 128;
/** Likewise for a count of new jobs (bonus (c)), whose bands reach past a thousand. */
export const KEPT_JOBS_BELOW = 4096;

/**
 * A list of kept decisions with a place for each of `size` (undefined until decided): made at its
 * full length, since V8 keeps an array first written far past its end (a count of 3,000 jobs, a
 * board of 9 at 9 × 128) as a dictionary, a hash look-up for every read. A bonus's decisions, or
 * the wage floor's (wageFloor.ts).
 */
export function keptList<D = BonusDecision>(size: number): (D | undefined)[] {
  return new Array<D | undefined>(size).fill(undefined);
}

/** A value's kept decision, if it is a whole number below `below` (its place in the list), else -1. */
export function keptPlace(value: Decimal | number, below: number): number {
  const n = typeof value === "number" ? value : wholeNumber(value);
  return n !== undefined && Number.isSafeInteger(n) && n >= 0 && n < below ? n : -1;
}

/** A bonus earned on one test alone, with a fixed reason either way: both decisions, made once. */
export interface Flag {
  yes: BonusDecision;
  no: BonusDecision;
}
export function flag(
  rules: { id: string; label: string; amount: { value: Decimal } },
  yes: string,
  no: string,
): Flag {
  return { yes: shared(rules, rules.amount.value, yes), no: shared(rules, ZERO, no) };
}
