/**
 * The per-job annual credit (docs/emerge.md §2), its stages in the statute's order: the base
 * (b.), the bonuses (c.(1)) subject to the wage floor (c.(2)), the gross and its limit (d., with
 * the c.(1)(j) allowance), the median salary reduction or cliff (e.), the new/retained share
 * (f.), rounded once to cents.
 *
 * Each stage appends its trace step as it decides. Step amounts are shown in cents; the exact
 * values are carried between stages, and the final rounding step shows any difference, so the
 * applied amounts always add up to the result.
 */
import {
  Decimal,
  ZERO,
  compare,
  decimalPlaces,
  displayMoney,
  displayNumber,
  displayPercent,
  roundCents,
} from "../decimal";
import {
  BONUS,
  EMERGE_STATUTE,
  JOB_TYPE_SHARE,
  RETENTION_MINIMUMS,
  SALARY_REDUCTION,
  type Tier,
} from "../rules/emerge";
import {
  citedStep,
  readingCitation,
  step,
  tracing,
  type Recorder,
  type Trace,
  type TraceStep,
} from "../trace";
import { tierFor } from "./base";
import {
  BONUSES,
  decideBonuses,
  type BonusContext,
  type BonusDecision,
  type BonusEntry,
  type Reason,
} from "./bonuses";
import type { EmergeYear, JobType } from "./inputs";
import {
  decideWageFloor,
  wageFloorStep,
  type MinimumWageUsed,
  type WageFloorDecision,
} from "./wageFloor";

export interface PerJobOptions extends GrossOptions {
  jobType: JobType;
}

/** What the gross amount per job depends on besides the inputs: not the job type (f.'s). */
export interface GrossOptions {
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

export interface PerJobResult extends Omit<GrossPerJob, "afterReduction" | "drift" | "steps"> {
  jobType: JobType;
  perJobCredit: Decimal;
  status: "credit" | "no-credit";
  /** Why there is no credit (s.75 e.), or null when there is one. */
  noCreditReason: string | null;
  trace: Trace;
}

/**
 * b. to e.: the gross amount per job, its limit and the median salary reduction: the same for a
 * new and a retained job of the same coverage, whose shares of it f. then sets.
 */
export interface GrossPerJob {
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
  /** The amount after e., exact: what f.'s shares are of. */
  afterReduction: Decimal;
  /** How far the amounts shown in the steps (in cents) are from the exact ones (see below). */
  drift: Decimal;
  /** The steps of b. to e. */
  steps: Trace;
}

const S = EMERGE_STATUTE;

/**
 * Amounts as the steps show them, in cents, and how far they are from the exact ones (the drift).
 * The applied amounts, exact, add up to the exact result; shown, they add up to that plus the
 * drift, which the final rounding step reconciles. Only a step with a fraction of a cent adds to it.
 */
class InCents {
  constructor(public drift: Decimal) {}
  show(exact: Decimal): Decimal {
    if (decimalPlaces(exact) <= 2) return exact;
    const cents = roundCents(exact);
    this.drift = this.drift.plus(cents.minus(exact));
    return cents;
  }
}

const NO_CREDIT_REASON = `no credit: median salary ${displayPercent(SALARY_REDUCTION.noCreditShare.value)} or more below the benchmark (s.75 e.)`;

/** Rounding is our reading, not a subsection's: cents are the unit money is paid in. */
const ROUNDING_CITATION = readingCitation(
  "the per-job credit rounded once, to whole cents, half-up",
);

function reasonText(reason: Reason): string {
  return typeof reason === "string" ? reason : reason();
}

/**
 * The retention minimums' step: retained jobs are counted, and the minimums they depend on (set
 * outside s.75) are not tested here. It takes nothing; it tells the reader to check them.
 */
export function retentionStep(group: "jobs" | "job-type", retained: number | null): TraceStep {
  const { id, label, citation, source } = RETENTION_MINIMUMS;
  return citedStep(
    "test",
    group,
    id,
    citation,
    label,
    false,
    null,
    `${retained === null ? "a retained job" : `${displayNumber(new Decimal(retained))} retained full-time jobs`} earn a credit only where the project meets the retention minimums the Emerge Act sets outside s.75 (NJEDA's program description states them by location); this calculation does not test them: confirm the project meets them before relying on the retained jobs' credit`,
    source,
  );
}

/**
 * One job's credit: b. to e., then f. `recorder` (default: a new tracing one) receives the steps;
 * with NO_TRACE none is made and the result's `trace` is empty, every other field the same.
 */
export function computePerJob(
  i: EmergeYear,
  o: PerJobOptions,
  recorder: Recorder = tracing(),
): PerJobResult {
  return finalPerJob(grossPerJob(i, o, recorder.part()), o.jobType, recorder);
}

/** b. to e. for a job of `o`'s coverage; `rec` receives their steps. */
export function grossPerJob(i: EmergeYear, o: GrossOptions, rec: Recorder): GrossPerJob {
  const shown = new InCents(ZERO);
  const show = (exact: Decimal): Decimal => shown.show(exact);

  // b. the base amount, by tier
  const tier = tierFor(i.location, i.megaProject);
  const base = tier.rules.base.value;
  if (rec.on)
    rec.record(
      step(
        "amount",
        "base",
        S,
        tier.rules.base.id,
        tier.rules.base.label,
        true,
        show(base),
        () => `tier ${tier.rules.tier}: ${tier.why}; base ${displayMoney(base)} per job per year`,
      ),
    );

  // c.(2) the wage floor decides whether any bonus is awarded
  const floor = decideWageFloor(i.lowestHourlyWage, o.minimumWage);

  // c.(1) the bonuses: each earned one is awarded unless the wage floor withholds them all
  const ctx: BonusContext = {
    tier: tier.rules.tier,
    laborHarmony: o.laborHarmony,
    newJobsForBonus: o.newJobsForBonus,
    newJobsSource: o.newJobsSource,
  };
  const bonuses = decideBonuses(i, ctx, o.bonusTable ?? BONUSES);
  let bonusTotal = ZERO;
  let laborHarmonyBonus = false;
  for (const b of bonuses) {
    const isEarned = !b.amount.isZero();
    const awarded = isEarned && floor.bonusesAllowed;
    if (awarded) {
      bonusTotal = bonusTotal.plus(b.amount);
      if (b.id === BONUS.j.id) laborHarmonyBonus = true;
    }
    if (rec.on)
      rec.record(
        step(
          "amount",
          "bonuses",
          S,
          b.id,
          b.label,
          awarded,
          awarded ? show(b.amount) : null,
          isEarned && !awarded
            ? () =>
                `${reasonText(b.reason)} — would be ${displayMoney(b.amount)}, but no bonus is awarded: the lowest hourly wage is below the c.(2) floor`
            : b.reason,
        ),
      );
  }
  if (rec.on) rec.record(wageFloorStep(floor));

  // d. the gross and its limit; (j) lets a covered job exceed the limit by up to the allowance
  const gross = base.plus(bonusTotal);
  const tierCap = tier.rules.cap.value;
  const cap = laborHarmonyBonus ? tierCap.plus(BONUS.j.capAllowance.value) : tierCap;
  const overCap = compare(gross, cap) > 0;
  const capped = overCap ? cap : gross;
  if (rec.on)
    rec.record(
      step(
        "limit",
        "limit",
        S,
        tier.rules.cap.id,
        laborHarmonyBonus
          ? `${tier.rules.cap.label}, plus the labor harmony allowance`
          : tier.rules.cap.label,
        overCap,
        overCap ? show(cap.minus(gross)) : null,
        () => {
          const capText = laborHarmonyBonus
            ? `limit ${displayMoney(tierCap)} + ${displayMoney(BONUS.j.capAllowance.value)} labor harmony allowance (c.(1)(j)) = ${displayMoney(cap)}`
            : `limit ${displayMoney(tierCap)}`;
          const grossText = `gross = base ${displayMoney(base)} + bonuses ${displayMoney(bonusTotal)} = ${displayMoney(gross)}`;
          return overCap
            ? `${grossText} exceeds the ${capText}: reduced to ${displayMoney(cap)}`
            : `${grossText} does not exceed the ${capText}`;
        },
      ),
    );

  // e. the median salary reduction: by the share below the benchmark, or no credit at 30% or more
  const P = i.projectMedianSalary;
  const B = i.benchmarkMedianSalary;
  let afterReduction = capped;
  let salaryShortfall: Decimal | null = null;
  let noCredit = false;
  if (P !== undefined && B !== undefined && compare(P, B) < 0) {
    const shortfall = B.minus(P);
    const below = shortfall.div(B);
    salaryShortfall = below;
    const belowText = (): string =>
      `project median salary ${displayMoney(P)} is ${displayMoney(shortfall)} below the benchmark ${displayMoney(B)}, i.e. ${displayPercent(below.toDecimalPlaces(6))}${below.decimalPlaces() > 6 ? " (rounded for display)" : ""}`;
    // Tested exactly, not on the rounded percentage: B − P ≥ 30% × B.
    noCredit = compare(shortfall, B.times(SALARY_REDUCTION.noCreditShare.value)) >= 0;
    afterReduction = noCredit ? ZERO : capped.times(P).div(B);
    if (rec.on)
      rec.record(
        step(
          "reduction",
          "salary",
          S,
          SALARY_REDUCTION.id,
          SALARY_REDUCTION.label,
          true,
          show(afterReduction.minus(capped)),
          noCredit
            ? () =>
                `${belowText()}, which is ${displayPercent(SALARY_REDUCTION.noCreditShare.value)} or more below: no tax credit`
            : () =>
                `${belowText()}; reduced by that percentage: ${displayMoney(capped)} × ${displayMoney(P)} / ${displayMoney(B)} = ${displayNumber(afterReduction.toDecimalPlaces(6))}`,
        ),
      );
  } else if (rec.on) {
    rec.record(
      step(
        "reduction",
        "salary",
        S,
        SALARY_REDUCTION.id,
        SALARY_REDUCTION.label,
        false,
        null,
        P === undefined || B === undefined
          ? "no median salaries given: no reduction"
          : () =>
              `project median salary ${displayMoney(P)} is not below the benchmark ${displayMoney(B)}: no reduction`,
      ),
    );
  }

  return {
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
    afterReduction,
    drift: shown.drift,
    steps: rec.steps,
  };
}

/**
 * f.: a new full-time job's share of the amount after e., or a retained one's, rounded once to
 * cents; `rec` receives b. to e.'s steps, then f.'s and the rounding's.
 */
export function finalPerJob(g: GrossPerJob, jobType: JobType, rec: Recorder): PerJobResult {
  const { afterReduction, noCredit } = g;
  const inCents = new InCents(g.drift);
  const show = (exact: Decimal): Decimal => inCents.show(exact);
  for (const s of g.steps) rec.record(s);

  // f. a new full-time job's share of the amount, or a retained one's
  const share = JOB_TYPE_SHARE[jobType];
  const exact = afterReduction.times(share.value);
  const perJobCredit = roundCents(exact);
  if (rec.on) {
    for (const kind of ["new", "retained"] as const) {
      const rules = JOB_TYPE_SHARE[kind];
      rec.record(
        kind !== jobType
          ? step(
              "reduction",
              "job-type",
              S,
              rules.id,
              rules.label,
              false,
              null,
              `not a ${kind} full-time job`,
            )
          : step(
              "reduction",
              "job-type",
              S,
              rules.id,
              rules.label,
              true,
              show(exact.minus(afterReduction)),
              kind === "new"
                ? () =>
                    `a new full-time job keeps the whole amount (${displayPercent(share.value)}): ${displayMoney(afterReduction)}, nothing taken`
                : () =>
                    `a retained full-time job keeps ${displayPercent(share.value)} of the amount: ${displayPercent(share.value)} of ${displayNumber(afterReduction.toDecimalPlaces(6))} = ${displayNumber(exact.toDecimalPlaces(6))}; the rest is taken`,
            ),
      );
    }

    // A retained job's credit depends on retention minimums set outside s.75: said, not tested.
    if (jobType === "retained") rec.record(retentionStep("job-type", null));

    // rounded once, to cents, half-up: the amounts shown add up to the exact amount plus the
    // drift, and the rounding step reconciles them with the credit
    const shown = exact.plus(inCents.drift);
    const adjustment = perJobCredit.minus(shown);
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
          `${displayNumber(exact.toDecimalPlaces(6))}${exact.decimalPlaces() > 6 ? " (shown to 6 places)" : ""} rounds to ${displayMoney(perJobCredit)}${adjustment.isZero() ? "; the amounts above already add up to it" : `; the amounts above, shown in cents, add up to ${displayMoney(shown)}, so ${displayMoney(adjustment)} reconciles them`}`,
        "reading",
      ),
    );
  }

  return {
    jobType,
    laborHarmony: g.laborHarmony,
    tier: g.tier,
    base: g.base,
    bonuses: g.bonuses,
    wageFloor: g.wageFloor,
    bonusTotal: g.bonusTotal,
    gross: g.gross,
    cap: g.cap,
    capped: g.capped,
    salaryShortfall: g.salaryShortfall,
    noCredit,
    perJobCredit,
    status: noCredit ? "no-credit" : "credit",
    noCreditReason: noCredit ? NO_CREDIT_REASON : null,
    trace: rec.steps,
  };
}
