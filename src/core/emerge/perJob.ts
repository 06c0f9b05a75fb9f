/**
 * The per-job annual credit (docs/emerge.md §2): base (b.), bonuses (c.(1)) subject to the wage floor
 * (c.(2)), the gross and its limit (d., with the c.(1)(j) allowance), the median salary reduction
 * or cliff (e.), the new/retained share (f.), rounded once to cents.
 *
 * Each stage appends its trace step as it decides. Step amounts are shown in cents; the exact
 * values are carried between stages, and the final rounding step shows any difference, so the
 * applied amounts always add up to the result.
 */
import {
  Decimal,
  ZERO,
  add,
  compare,
  wholeCentsOf,
  compareToProduct,
  decimalOfNumber,
  decimalPlaces,
  displayMoney,
  displayNumber,
  displayPercent,
  fractionQuotient,
  fromCents,
  roundCents,
  roundedQuotient,
  shareParts,
  subtract,
  sum,
  wholeNumber,
  type ShareParts,
} from "../decimal";
import {
  BONUS,
  EMERGE_STATUTE,
  JOB_TYPE_SHARE,
  SALARY_REDUCTION,
  type Tier,
} from "../rules/emerge";
import { citedStep, step, tracing, type Recorder, type Trace, type TraceStep } from "../trace";
import { tierFor, type TierDecision } from "./base";
import {
  BONUSES,
  decideBonuses,
  type BonusContext,
  type BonusDecision,
  type BonusEntry,
  type Reason,
  type SharedSteps,
} from "./bonuses";
import type { EmergeInputs, JobType } from "./inputs";
import {
  decideWageFloor,
  wageFloorStep,
  type MinimumWageUsed,
  type WageFloorDecision,
} from "./wageFloor";

export interface PerJobOptions {
  jobType: JobType;
  /** Whether this job is covered by a labor harmony agreement (bonus (j)). */
  laborHarmony: boolean;
  /** The new full-time job count bonus (c) uses, and where it came from. */
  newJobsForBonus: number;
  newJobsSource: string;
  /** The minimum wage for the c.(2) floor, when lowestHourlyWage is given. */
  minimumWage?: MinimumWageUsed;
  /** The bonuses to decide (default: all of c.(1), BONUSES in bonuses.ts). */
  bonusTable?: readonly BonusEntry[];
}

export interface PerJobResult {
  jobType: JobType;
  laborHarmony: boolean;
  tier: Tier;
  base: Decimal;
  bonuses: BonusDecision[];
  wageFloor: WageFloorDecision;
  /** The bonuses awarded (zero when the wage floor removes them). */
  bonusTotal: Decimal;
  gross: Decimal;
  /** The s.75 d. limit for this job, with the (j) allowance when (j) applies. */
  cap: Decimal;
  capped: Decimal;
  /** e.: the share the median salary is below the benchmark, when it is. */
  salaryShortfall: Decimal | null;
  /** True when e. denies the credit (30% or more below). */
  noCredit: boolean;
  perJobCredit: Decimal;
  status: "credit" | "no-credit";
  /** Why there is no credit (s.75 e.), or null when there is one. */
  noCreditReason: string | null;
  trace: Trace;
}

const S = EMERGE_STATUTE;

/** A share of 1 (100%), compared with as it is: `equals(1)` would make a Decimal of 1 each time. */
const ONE = decimalOfNumber(1);

/**
 * Each job type's f. share (a rules amount) as shareParts, and whether it is 100% (which leaves
 * the amount itself), worked out once.
 */
const SHARE_PARTS: Record<JobType, { parts: ShareParts | null; whole: boolean }> = {
  new: {
    parts: shareParts(JOB_TYPE_SHARE.new.value),
    whole: compare(JOB_TYPE_SHARE.new.value, ONE) === 0,
  },
  retained: {
    parts: shareParts(JOB_TYPE_SHARE.retained.value),
    whole: compare(JOB_TYPE_SHARE.retained.value, ONE) === 0,
  },
};

const NO_CREDIT_REASON = `no credit: median salary ${displayPercent(SALARY_REDUCTION.noCreditShare.value)} or more below the benchmark (s.75 e.)`;

/** Rounding is the spec's, not a subsection's: cents are the unit money is paid in. */
const ROUNDING_CITATION = "docs/emerge.md §2 step 8: rounded once, to whole cents, half-up";

function reasonText(reason: Reason): string {
  return typeof reason === "string" ? reason : reason();
}

/**
 * `amount` × a share (its shareParts `s`) when it is a whole number of cents, from the cents
 * (exact: the product of two whole numbers below 2^53, divided by the share's power of ten only
 * when it divides it), as decimal.js's exact product would be; else undefined.
 */
function shareInCents(amount: Decimal, s: ShareParts | null): Decimal | undefined {
  const c = wholeCentsOf(amount);
  if (c === undefined || s === null) return undefined;
  const n = c * s.whole;
  return Number.isSafeInteger(n) && n % s.power === 0 ? fromCents(n / s.power) : undefined;
}

/** `a` − `b` from their cents, when both are whole cents (exact), else undefined. */
function centsBetween(a: Decimal, b: Decimal): Decimal | undefined {
  const x = wholeCentsOf(a);
  const y = wholeCentsOf(b);
  return x === undefined || y === undefined ? undefined : fromCents(x - y);
}

/** reducedCents's answer: capped, and the three amounts it rounds, in cents. */
interface ReducedCents {
  capped: number;
  credit: number;
  reduction: number;
  share: number;
}

/**
 * e. and f. in whole cents, for a job whose median salary P is below the benchmark B but not 30%
 * below: the stage's exact amounts are capped × P / B (to 200 digits) and that × share, and it
 * shows each step's amount rounded to cents; here each is the rounding of the exact fraction, in
 * JS numbers (capped, P and B in cents, the share as whole / power, `s`):
 *   credit    = round(C × p × whole / (b × power))     perJobCredit, roundCents(exact)
 *   reduction = round(C × (b − p) / b)                 −(the e. step's amount): capped − reduced
 *   share     = round(C × p × (power − whole) / (b × power))   −(a retained job's f. amount)
 * A 200-digit quotient is off by less than 10^−190 of itself, and a fraction over b × power is
 * either on a half-cent or at least 1 / (2 b power) cent from every one: so it rounds as the exact
 * fraction does, except on a half-cent, which roundedQuotient declines (the stage decides it).
 * Undefined when any is declined or not below 2^53, or capped, P or B has more than 2 places.
 */
function reducedCents(
  capped: Decimal,
  P: Decimal,
  B: Decimal,
  s: ShareParts | null,
  whole: boolean,
): ReducedCents | undefined {
  const C = wholeCentsOf(capped);
  const p = wholeCentsOf(P);
  const b = wholeCentsOf(B);
  if (C === undefined || p === undefined || b === undefined || s === null || p >= b)
    return undefined;
  const credit = roundedQuotient(C * p * s.whole, b * s.power);
  const reduction = roundedQuotient(C * (b - p), b);
  const rest = whole ? 0 : roundedQuotient(C * p * (s.power - s.whole), b * s.power);
  if (credit === undefined || reduction === undefined || rest === undefined) return undefined;
  return { capped: C, credit, reduction, share: rest };
}

/** The f. step of the job type a job is not ("not a new full-time job"), by that type: made once. */
const JOB_TYPE_NOT_STEPS: Record<JobType, TraceStep | undefined> = {
  new: undefined,
  retained: undefined,
};

function jobTypeNotStep(jobType: JobType): TraceStep {
  let made = JOB_TYPE_NOT_STEPS[jobType];
  if (made === undefined) {
    const rules = JOB_TYPE_SHARE[jobType];
    made = step(
      "reduction",
      "job-type",
      S,
      rules.id,
      rules.label,
      false,
      null,
      `not a ${jobType} full-time job`,
    );
    JOB_TYPE_NOT_STEPS[jobType] = made;
  }
  return made;
}

/**
 * The base amount's step, the same for every job of a tier decision (a rules amount, in whole
 * dollars, so showing it adds nothing to the drift): made once and kept with the decision.
 */
function baseStep(tier: TierDecision, show: (exact: Decimal) => Decimal): TraceStep {
  const base = tier.rules.base.value;
  if (tier.step !== undefined) return tier.step;
  const made = step(
    "amount",
    "base",
    S,
    tier.rules.base.id,
    tier.rules.base.label,
    true,
    show(base),
    () => `tier ${tier.rules.tier}: ${tier.why}; base ${displayMoney(base)} per job per year`,
  );
  if (decimalPlaces(base) <= 2) tier.step = made;
  return made;
}

/**
 * A bonus's step: awarded (its amount as shown), not earned, or earned but withheld by the wage
 * floor. A shared decision (decisions.ts) makes the same step every time, so it is made once and
 * kept with the decision; an awarded amount with a fraction of a cent is shown afresh each time,
 * as showing it adds to that evaluation's drift (rules amounts are whole dollars: never so).
 */
function bonusStep(
  b: BonusDecision,
  outcome: keyof SharedSteps,
  show: (exact: Decimal) => Decimal,
): TraceStep {
  const kept = b.shared;
  if (kept == null) return makeBonusStep(b, outcome, show);
  // Each outcome's place by its name: `kept[outcome]`, its name changing from call to call, is a
  // look-up the engine searches for, 18 times an evaluation.
  switch (outcome) {
    case "awarded":
      if (decimalPlaces(b.amount) > 2) return makeBonusStep(b, outcome, show);
      return (kept.awarded ??= makeBonusStep(b, outcome, show));
    case "notEarned":
      return (kept.notEarned ??= makeBonusStep(b, outcome, show));
    case "withheld":
      return (kept.withheld ??= makeBonusStep(b, outcome, show));
  }
}

function makeBonusStep(
  b: BonusDecision,
  outcome: keyof SharedSteps,
  show: (exact: Decimal) => Decimal,
): TraceStep {
  const awarded = outcome === "awarded";
  return step(
    "amount",
    "bonuses",
    S,
    b.id,
    b.label,
    awarded,
    awarded ? show(b.amount) : null,
    outcome === "withheld"
      ? () =>
          `${reasonText(b.reason)} — would be ${displayMoney(b.amount)}, but no bonus is awarded: the lowest hourly wage is below the c.(2) floor`
      : b.reason,
  );
}

/** What the d. step compares, as computePerJob works it out. */
interface LimitAmounts {
  bonusTotal: Decimal;
  gross: Decimal;
  /** The limit, with the (j) allowance where it applies. */
  cap: Decimal;
  overCap: boolean;
  show: (exact: Decimal) => Decimal;
}

/**
 * At most this many d. steps are kept per tier decision and allowance (see limitStep): the sums
 * of the rules amounts are few (multiples of $50 up to about $20,000), and past it a step is
 * made afresh, so the kept steps stay bounded (12 decisions × 2 × 256, about 0.4 KB each with its
 * words, some 2.5 MB were every one made and read).
 */
const KEPT_LIMIT_STEPS = 256;

/**
 * The d. step. Where the bonuses were added in whole dollars (`wholeBonuses`, their sum) and the
 * base and the limit are in cents (rules amounts, in whole dollars), every amount and word of it
 * follows from the tier's rules, the allowance and that sum, and the amount it shows is its own
 * (no drift): so it is the same step for every job of the tier decision with the same sum and
 * allowance, made once and kept with the decision (up to KEPT_LIMIT_STEPS sums each way).
 */
function limitStep(
  tier: TierDecision,
  laborHarmonyBonus: boolean,
  wholeBonuses: number | undefined,
  amounts: LimitAmounts,
): TraceStep {
  const { cap } = amounts;
  if (
    wholeBonuses === undefined ||
    decimalPlaces(tier.rules.base.value) > 2 ||
    decimalPlaces(cap) > 2
  )
    return makeLimitStep(tier, laborHarmonyBonus, amounts);
  const kept = (tier.limitSteps ??= [new Map(), new Map()])[laborHarmonyBonus ? 1 : 0];
  let made = kept.get(wholeBonuses);
  if (made === undefined) {
    made = makeLimitStep(tier, laborHarmonyBonus, amounts);
    if (kept.size < KEPT_LIMIT_STEPS) kept.set(wholeBonuses, made);
  }
  return made;
}

function makeLimitStep(
  tier: TierDecision,
  laborHarmonyBonus: boolean,
  { bonusTotal, gross, cap, overCap, show }: LimitAmounts,
): TraceStep {
  const base = tier.rules.base.value;
  const tierCap = tier.rules.cap.value;
  return step(
    "limit",
    "limit",
    S,
    tier.rules.cap.id,
    laborHarmonyBonus
      ? `${tier.rules.cap.label}, plus the labor harmony allowance`
      : tier.rules.cap.label,
    overCap,
    overCap ? show(subtract(cap, gross)) : null,
    () => {
      const capText = laborHarmonyBonus
        ? `limit ${displayMoney(tierCap)} + ${displayMoney(BONUS.j.capAllowance.value)} labor harmony allowance (c.(1)(j)) = ${displayMoney(cap)}`
        : `limit ${displayMoney(tierCap)}`;
      const grossText = `gross = base ${displayMoney(base)} + bonuses ${displayMoney(bonusTotal)} = ${displayMoney(gross)}`;
      return overCap
        ? `${grossText} exceeds the ${capText}: reduced to ${displayMoney(cap)}`
        : `${grossText} does not exceed the ${capText}`;
    },
  );
}

/**
 * The steps of a per-job trace besides one per bonus: the base (b.), the wage floor (c.(2)), the
 * limit (d.), the median salary (e.), the new and the retained job's share (f.), the rounding.
 */
const STEPS_BESIDE_BONUSES = 7;

/**
 * `recorder` (default: a new tracing one) receives the steps; with NO_TRACE none is made and the
 * result's `trace` is empty, every other field the same.
 */
export function computePerJob(
  i: EmergeInputs,
  o: PerJobOptions,
  recorder: Recorder = tracing(),
): PerJobResult {
  const rec = recorder;
  const on = rec.on;
  /**
   * How far the amounts shown (in cents) are from the exact ones. The applied amounts, exact, add
   * up to the exact result; shown, they add up to that plus this drift, which the final rounding
   * step reconciles. Only a step with a fraction of a cent adds to it.
   */
  let drift = ZERO;
  const show = (exact: Decimal): Decimal => {
    if (decimalPlaces(exact) <= 2) return exact;
    const cents = roundCents(exact);
    drift = drift.plus(cents.minus(exact));
    return cents;
  };

  const table = o.bonusTable ?? BONUSES;
  if (on) rec.reserve(table.length + STEPS_BESIDE_BONUSES);

  // b. base amount, by tier
  const tier = tierFor(i.location, i.megaProject);
  const base = tier.rules.base.value;
  if (on) rec.record(baseStep(tier, show));

  // c.(2) wage floor decides whether any bonus is awarded
  const floor = decideWageFloor(i.lowestHourlyWage, o.minimumWage);

  // c.(1) bonuses
  const ctx: BonusContext = {
    tier: tier.rules.tier,
    laborHarmony: o.laborHarmony,
    newJobsForBonus: o.newJobsForBonus,
    newJobsSource: o.newJobsSource,
  };
  const bonuses = decideBonuses(i, ctx, table);
  /**
   * The amounts awarded, added as they are met: in whole dollars while each is whole and the sum
   * below 2^53 (exact; rules amounts are whole dollars), else kept for sum from the first that is
   * not, after the whole sum so far: the same exact total either way.
   */
  let wholeTotal = 0;
  let awarded: Decimal[] | null = null;
  let laborHarmonyBonus = false;
  for (const b of bonuses) {
    const isEarned = !b.amount.isZero();
    if (isEarned && floor.bonusesAllowed) {
      const n = awarded === null ? wholeNumber(b.amount) : undefined;
      if (n !== undefined && Number.isSafeInteger(wholeTotal + n)) wholeTotal += n;
      else (awarded ??= [decimalOfNumber(wholeTotal)]).push(b.amount);
      if (b.id === BONUS.j.id) laborHarmonyBonus = true;
      if (on) rec.record(bonusStep(b, "awarded", show));
    } else if (on) {
      rec.record(bonusStep(b, isEarned ? "withheld" : "notEarned", show));
    }
  }
  if (on) rec.record(wageFloorStep(floor));

  // d. gross and its limit; (j) lets a covered job exceed the limit by up to the allowance
  const bonusTotal = awarded === null ? decimalOfNumber(wholeTotal) : sum(awarded);
  const gross = bonusTotal.isZero() ? base : add(base, bonusTotal);
  const tierCap = tier.rules.cap.value;
  const cap = laborHarmonyBonus ? add(tierCap, BONUS.j.capAllowance.value) : tierCap;
  const overCap = compare(gross, cap) > 0;
  const capped = overCap ? cap : gross;
  if (on)
    rec.record(
      limitStep(tier, laborHarmonyBonus, awarded === null ? wholeTotal : undefined, {
        bonusTotal,
        gross,
        cap,
        overCap,
        show,
      }),
    );

  // f.'s share, which the reduction's cents (reducedCents) need too
  const share = o.jobType === "new" ? JOB_TYPE_SHARE.new : JOB_TYPE_SHARE.retained;
  const { parts, whole } = o.jobType === "new" ? SHARE_PARTS.new : SHARE_PARTS.retained;

  // e. median salary reduction, or no credit at 30% or more below. afterReduction is undefined
  // where the cents are worked out without it (reducedCents), until a reason reads it.
  let afterReduction: Decimal | undefined = capped;
  /** The amounts in whole cents, when reducedCents works them out (the stage's own otherwise). */
  let fast: ReducedCents | undefined;
  let salaryShortfall: Decimal | null = null;
  let noCredit = false;
  const P = i.projectMedianSalary;
  const B = i.benchmarkMedianSalary;
  /** capped × P / B, one exact division (afterReduction once made: only a reduction leaves it). */
  const reducedAmount = (): Decimal => {
    if (afterReduction === undefined) afterReduction = capped.times(P as Decimal).div(B as Decimal);
    return afterReduction;
  };
  if (P !== undefined && B !== undefined && compare(P, B) < 0) {
    const shortfall = subtract(B, P);
    // (B − P) / B, 0 < B − P < B: decimal.js's quotient, worked out in whole numbers when it can.
    const below = fractionQuotient(shortfall, B);
    salaryShortfall = below;
    const belowText = (): string =>
      `project median salary ${displayMoney(P)} is ${displayMoney(shortfall)} below the benchmark ${displayMoney(B)}, i.e. ${displayPercent(below.toDecimalPlaces(6))}${below.decimalPlaces() > 6 ? " (rounded for display)" : ""}`;
    // Tested exactly without the rounded percentage: B − P ≥ 30% × B.
    if (compareToProduct(shortfall, B, SALARY_REDUCTION.noCreditShare.value) >= 0) {
      noCredit = true;
      afterReduction = ZERO;
      if (on)
        rec.record(
          step(
            "reduction",
            "salary",
            S,
            SALARY_REDUCTION.id,
            SALARY_REDUCTION.label,
            true,
            show(capped.negated()),
            () =>
              `${belowText()}, which is ${displayPercent(SALARY_REDUCTION.noCreditShare.value)} or more below: no tax credit`,
          ),
        );
    } else {
      // No step before has a fraction of a cent (drift is ZERO itself), so the cents shown below
      // are the amounts' own, and the rounding step's sum is capped plus them.
      fast = drift === ZERO ? reducedCents(capped, P, B, parts, whole) : undefined;
      afterReduction = undefined;
      if (fast === undefined) reducedAmount();
      if (on)
        rec.record(
          step(
            "reduction",
            "salary",
            S,
            SALARY_REDUCTION.id,
            SALARY_REDUCTION.label,
            true,
            fast !== undefined
              ? fromCents(-fast.reduction)
              : show(subtract(reducedAmount(), capped)),
            () =>
              `${belowText()}; reduced by that percentage: ${displayMoney(capped)} × ${displayMoney(P)} / ${displayMoney(B)} = ${displayNumber(reducedAmount().toDecimalPlaces(6))}`,
          ),
        );
    }
  } else if (on) {
    const why = (): string =>
      P === undefined || B === undefined
        ? "no median salaries given: no reduction"
        : `project median salary ${displayMoney(P)} is not below the benchmark ${displayMoney(B)}: no reduction`;
    rec.record(
      step("reduction", "salary", S, SALARY_REDUCTION.id, SALARY_REDUCTION.label, false, null, why),
    );
  }

  // f. the share for a new or a retained job
  let exactShare: Decimal | undefined;
  /** The amount after the share, exact (made when read, where the cents did without it). */
  const exactAmount = (): Decimal => {
    if (exactShare === undefined) {
      const reduced = reducedAmount();
      exactShare = whole ? reduced : (shareInCents(reduced, parts) ?? reduced.times(share.value));
    }
    return exactShare;
  };
  const isNew = o.jobType === "new";
  const perJobCredit = fast === undefined ? roundCents(exactAmount()) : fromCents(fast.credit);
  if (on) {
    // The step of the job type this is not is the same every time: made once (jobTypeNotStep).
    if (isNew) {
      rec.record(
        step(
          "reduction",
          "job-type",
          S,
          JOB_TYPE_SHARE.new.id,
          JOB_TYPE_SHARE.new.label,
          true,
          show(ZERO),
          () =>
            `a new full-time job: ${displayPercent(share.value)} of ${displayMoney(reducedAmount())}`,
        ),
      );
      rec.record(jobTypeNotStep("retained"));
    } else {
      rec.record(jobTypeNotStep("new"));
      rec.record(
        step(
          "reduction",
          "job-type",
          S,
          JOB_TYPE_SHARE.retained.id,
          JOB_TYPE_SHARE.retained.label,
          true,
          fast === undefined
            ? show(
                centsBetween(exactAmount(), reducedAmount()) ??
                  subtract(exactAmount(), reducedAmount()),
              )
            : fromCents(-fast.share),
          () =>
            `a retained full-time job: ${displayPercent(share.value)} of ${displayNumber(reducedAmount().toDecimalPlaces(6))} = ${displayNumber(exactAmount().toDecimalPlaces(6))}`,
        ),
      );
    }

    // round once, to cents, half-up. The amounts shown add up to capped and the cents below it
    // (reducedCents), or to the exact amount and the drift.
    let shown: Decimal;
    let adjustment: Decimal;
    if (fast !== undefined) {
      const shownCents = fast.capped - fast.reduction - (isNew ? 0 : fast.share);
      shown = fromCents(shownCents);
      adjustment = fromCents(fast.credit - shownCents);
    } else {
      const exact = exactAmount();
      shown = drift.isZero() ? exact : exact.plus(drift);
      // An amount already in cents is its own rounding (roundCents answers it): nothing to adjust.
      adjustment = perJobCredit === shown ? ZERO : perJobCredit.minus(shown);
    }
    rec.record(
      citedStep(
        "rounding",
        "rounding",
        "round",
        ROUNDING_CITATION,
        "per-job annual credit, rounded to cents",
        !adjustment.isZero(),
        adjustment.isZero() ? null : adjustment,
        () =>
          `${displayNumber(exactAmount().toDecimalPlaces(6))}${exactAmount().decimalPlaces() > 6 ? " (shown to 6 places)" : ""} rounds to ${displayMoney(perJobCredit)}${adjustment.isZero() ? "; the amounts above already add up to it" : `; the amounts above, shown in cents, add up to ${displayMoney(shown)}, so ${displayMoney(adjustment)} reconciles them`}`,
      ),
    );
  }

  return {
    jobType: o.jobType,
    laborHarmony: o.laborHarmony,
    tier: tier.rules.tier,
    base,
    bonuses,
    wageFloor: floor,
    bonusTotal,
    gross,
    cap,
    capped,
    salaryShortfall,
    noCredit,
    perJobCredit,
    status: noCredit ? "no-credit" : "credit",
    noCreditReason: noCredit ? NO_CREDIT_REASON : null,
    trace: rec.steps,
  };
}
