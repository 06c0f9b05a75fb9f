/**
 * s.75 c.(1): the bonuses, one function per subparagraph, in the statute's order. Each reads the
 * inputs its subparagraph names, takes its threshold and amount from the rules table (BONUS), and
 * answers earned (with the amount) or not, with the reason in words. Whether an earned bonus is
 * awarded at all is the wage floor's decision (c.(2), wageFloor.ts), taken after.
 */
import {
  Decimal,
  ZERO,
  compare,
  displayMoney,
  displayNumber,
  displayPercent,
  wholeQuotient,
} from "../decimal";
import { BONUS, type JobCountBand, type Tier } from "../rules/emerge";
import type { EmergeYear } from "./inputs";

/** Why, in words: text, or a function writing it when first read (see trace.ts). */
export type Reason = string | (() => string);

export interface BonusDecision {
  id: string;
  label: string;
  /** The increase earned per job per year; zero when not earned. */
  amount: Decimal;
  reason: Reason;
}

/** What the bonuses depend on besides the inputs. */
export interface BonusContext {
  tier: Tier;
  /** Whether this job is in the portion of the project covered by a labor harmony agreement. */
  laborHarmony: boolean;
  /** The new full-time job count bonus (c) uses. */
  newJobsForBonus: number;
  /** Where that count comes from, for the reason ("newJobs", "committedNewJobs"). */
  newJobsSource: string;
}

type Rules = { readonly id: string; readonly label: string };

const earned = (rules: Rules, amount: Decimal, reason: Reason): BonusDecision => ({
  id: rules.id,
  label: rules.label,
  amount,
  reason,
});
const notEarned = (rules: Rules, reason: Reason): BonusDecision => ({
  id: rules.id,
  label: rules.label,
  amount: ZERO,
  reason,
});
/** A bonus earned on one yes-or-no fact, with a fixed reason either way. */
const onFact = (
  rules: Rules & { readonly amount: { value: Decimal } },
  fact: boolean,
  yes: Reason,
  no: Reason,
): BonusDecision => (fact ? earned(rules, rules.amount.value, yes) : notEarned(rules, no));

/** (a) a Municipal Revitalization Index distress score greater than 50. */
export function bonusA(i: EmergeYear): BonusDecision {
  const { scoreAbove, amount } = BONUS.a;
  const score = i.mriDistressScore;
  if (score === undefined)
    return notEarned(BONUS.a, "no Municipal Revitalization Index distress score given");
  const words = () => `distress score ${displayNumber(score)} is`;
  return compare(score, scoreAbove.value) > 0
    ? earned(
        BONUS.a,
        amount.value,
        () => `${words()} greater than ${displayNumber(scoreAbove.value)}`,
      )
    : notEarned(BONUS.a, () => `${words()} not greater than ${displayNumber(scoreAbove.value)}`);
}

/**
 * Whole increments by which `value` exceeds `base`, one increment being `share` of `base`:
 * "for each additional amount … by 40 percent" (floor of the exact quotient).
 */
function wholeIncrements(value: Decimal, base: Decimal, share: Decimal): Decimal {
  return wholeQuotient(value.minus(base), base.times(share));
}

/**
 * (b) capital investment in industrial or R&D premises above the minimum: so much per whole
 * increment above it, up to a maximum (a lower one in tier 1).
 */
export function bonusB(i: EmergeYear, ctx: BonusContext): BonusDecision {
  const { increment, perIncrement, maximum, maximumTier1 } = BONUS.b;
  const investment = i.industrialCapitalInvestment;
  const minimum = i.minimumCapitalInvestment;
  if (investment === undefined || minimum === undefined)
    return notEarned(BONUS.b, "no capital investment in industrial or R&D premises given");
  if (compare(investment, minimum) <= 0)
    return notEarned(
      BONUS.b,
      () =>
        `investment ${displayMoney(investment)} does not exceed the minimum ${displayMoney(minimum)}`,
    );
  const k = wholeIncrements(investment, minimum, increment.value);
  const arithmetic = () =>
    `investment ${displayMoney(investment)} exceeds the minimum ${displayMoney(minimum)} by ${displayMoney(investment.minus(minimum))}; one increment is ${displayPercent(increment.value)} of the minimum = ${displayMoney(minimum.times(increment.value))}; whole increments: ${k.toFixed()}`;
  if (k.isZero()) return notEarned(BONUS.b, () => `${arithmetic()}, so no increase`);
  const tier1 = ctx.tier === 1;
  const max = tier1 ? maximumTier1.value : maximum.value;
  const raw = k.times(perIncrement.value);
  const aboveMax = compare(raw, max) > 0;
  return earned(
    BONUS.b,
    aboveMax ? max : raw,
    () =>
      `${arithmetic()} × ${displayMoney(perIncrement.value)} = ${displayMoney(raw)}${
        aboveMax
          ? `; ${displayMoney(raw)} is above the maximum ${displayMoney(max)}${tier1 ? " (mega project or government-restricted municipality)" : ""}`
          : ""
      }`,
  );
}

/** Bonus (c)'s band (clause) for a count of new full-time jobs, if any. */
export function bandFor(newJobs: number): JobCountBand | undefined {
  for (const band of BONUS.c.bands)
    if (newJobs >= band.from && (band.to === null || newJobs <= band.to)) return band;
  return undefined;
}

/** (c) the number of new full-time jobs: an amount per band of the count. */
export function bonusC(_i: EmergeYear, ctx: BonusContext): BonusDecision {
  const count = ctx.newJobsForBonus;
  const source = ctx.newJobsSource;
  const band = bandFor(count);
  if (!band)
    return notEarned(
      BONUS.c,
      () =>
        `${displayNumber(count)} new full-time jobs (${source}); the schedule starts at ${displayNumber(BONUS.c.bands[0].from)}`,
    );
  return earned(BONUS.c, band.amount.value, () => {
    const range =
      band.to === null
        ? `in excess of ${displayNumber(band.from - 1)}`
        : `between ${displayNumber(band.from)} and ${displayNumber(band.to)}`;
    return `${displayNumber(count)} new full-time jobs (${source}) is ${range}: clause ${band.clause}`;
  });
}

const TRAINING_PROGRAM =
  "funds an industry-specific training program able to enroll 10% or more of its full-time workforce";
const TRAINING_BY_INSTITUTION =
  "pays a State educational institution to provide an industry-specific training program to the public";

/**
 * (d) an industry-specific training program: the amount, or a higher one where a State
 * educational institution within the distance provides it.
 */
export function bonusD(i: EmergeYear): BonusDecision {
  const { amount, nearbyInstitutionMiles, nearbyInstitutionAmount } = BONUS.d;
  const miles = i.trainingInstitutionMiles;
  if (i.training === "none")
    return notEarned(
      BONUS.d,
      miles === undefined
        ? "no training program funded or paid for"
        : "no training program funded or paid for (trainingInstitutionMiles is ignored without a training option)",
    );
  const what = i.training === "program" ? TRAINING_PROGRAM : TRAINING_BY_INSTITUTION;
  if (miles === undefined)
    return earned(
      BONUS.d,
      amount.value,
      `${what}; no distance to a State educational institution given`,
    );
  const within = nearbyInstitutionMiles.value;
  return compare(miles, within) <= 0
    ? earned(
        BONUS.d,
        nearbyInstitutionAmount.value,
        () =>
          `${what}, provided by a State educational institution ${displayNumber(miles)} miles away (within ${displayNumber(within)})`,
      )
    : earned(
        BONUS.d,
        amount.value,
        () =>
          `${what}; the State educational institution is ${displayNumber(miles)} miles away (more than ${displayNumber(within)})`,
      );
}

/** (e) a small business. */
export function bonusE(i: EmergeYear): BonusDecision {
  return onFact(BONUS.e, i.smallBusiness, "qualifies as a small business", "not a small business");
}

/**
 * (f) a project median salary above the benchmark: so much per whole increment above it, up to a
 * maximum.
 */
export function bonusF(i: EmergeYear): BonusDecision {
  const { increment, perIncrement, maximum } = BONUS.f;
  const project = i.projectMedianSalary;
  const benchmark = i.benchmarkMedianSalary;
  if (project === undefined || benchmark === undefined)
    return notEarned(BONUS.f, "no median salaries given");
  if (compare(project, benchmark) <= 0)
    return notEarned(
      BONUS.f,
      () =>
        `project median salary ${displayMoney(project)} does not exceed the benchmark ${displayMoney(benchmark)}`,
    );
  const k = wholeIncrements(project, benchmark, increment.value);
  const arithmetic = () =>
    `project median salary ${displayMoney(project)} exceeds the benchmark ${displayMoney(benchmark)} by ${displayMoney(project.minus(benchmark))}; one increment is ${displayPercent(increment.value)} of the benchmark = ${displayMoney(benchmark.times(increment.value))}; whole increments: ${k.toFixed()}`;
  if (k.isZero()) return notEarned(BONUS.f, () => `${arithmetic()}, so no increase`);
  const raw = k.times(perIncrement.value);
  const aboveMax = compare(raw, maximum.value) > 0;
  return earned(
    BONUS.f,
    aboveMax ? maximum.value : raw,
    () =>
      `${arithmetic()} × ${displayMoney(perIncrement.value)} = ${displayMoney(raw)}${
        aboveMax ? `; ${displayMoney(raw)} is above the maximum ${displayMoney(maximum.value)}` : ""
      }`,
  );
}

/** (g) deleted by amendment. */
export function bonusG(): BonusDecision {
  return notEarned(BONUS.g, "deleted by amendment, P.L.2021, c.160: no bonus");
}

/** (h) engaged primarily in a targeted industry. */
export function bonusH(i: EmergeYear): BonusDecision {
  return onFact(
    BONUS.h,
    i.targetedIndustry,
    "engaged primarily in a targeted industry",
    "not engaged primarily in a targeted industry",
  );
}

/** (i) a qualified incubator facility. */
export function bonusI(i: EmergeYear): BonusDecision {
  return onFact(
    BONUS.i,
    i.incubator,
    "located in a qualified incubator facility",
    "not in a qualified incubator facility",
  );
}

/** (j) a job in the portion of the project covered by a labor harmony agreement. */
export function bonusJ(_i: EmergeYear, ctx: BonusContext): BonusDecision {
  return onFact(
    BONUS.j,
    ctx.laborHarmony,
    () =>
      `the job is in the portion of the project subject to a labor harmony agreement; the subsection d. limit may be exceeded by up to ${displayMoney(BONUS.j.capAllowance.value)}`,
    "the job is not covered by a labor harmony agreement",
  );
}

/** (k) child care for employees. */
export function bonusK(i: EmergeYear): BonusDecision {
  return onFact(
    BONUS.k,
    i.childCare,
    "provides employees child care (on site free of charge, or reimbursed)",
    "no child care provided",
  );
}

/** (l) an active partnership with a re-entry program, and enough participants hired. */
export function bonusL(i: EmergeYear): BonusDecision {
  const { amount, minimumHires } = BONUS.l;
  if (!i.reentryPartnership)
    return notEarned(BONUS.l, "no active partnership with a re-entry program");
  const hires = i.reentryHires;
  return compare(minimumHires.value, new Decimal(hires)) <= 0
    ? earned(
        BONUS.l,
        amount.value,
        () =>
          `active re-entry partnership and ${displayNumber(hires)} participant(s) hired full-time`,
      )
    : notEarned(
        BONUS.l,
        () =>
          `active re-entry partnership, but ${displayNumber(hires)} participants hired full-time (at least ${displayNumber(minimumHires.value)} needed)`,
      );
}

/**
 * (m) a building exceeding LEED Silver (the Gold amount) or Gold (the Platinum amount), or
 * substantial environmental remediation (the Gold amount): the larger one only.
 */
export function bonusM(i: EmergeYear): BonusDecision {
  const { goldOrRemediation, platinum } = BONUS.m;
  const rating = i.leedRating;
  const remediation = i.environmentalRemediation;
  if (rating === "platinum") {
    const also = remediation
      ? "; the environmental remediation amount is not added (the larger one only)"
      : "";
    return earned(BONUS.m, platinum.value, `LEED Platinum exceeds the Gold standard${also}`);
  }
  if (rating === "gold" || remediation) {
    const why = [
      rating === "gold" ? "LEED Gold exceeds Silver but not Gold" : "",
      remediation ? "completes substantial environmental remediation" : "",
    ]
      .filter(Boolean)
      .join(" and ");
    return earned(BONUS.m, goldOrRemediation.value, why);
  }
  const ratingWords =
    rating === "none"
      ? "no LEED rating"
      : `LEED ${rating[0].toUpperCase()}${rating.slice(1)} does not exceed Silver`;
  return notEarned(BONUS.m, `${ratingWords} and no substantial environmental remediation`);
}

/**
 * (n) "in a targeted industry" (not, as (h), engaged primarily in one), with a collaborative
 * relationship with a college or university.
 */
export function bonusN(i: EmergeYear): BonusDecision {
  if (!i.collegePartnership)
    return notEarned(
      BONUS.n,
      "no full-time collaborative relationship with a college or university",
    );
  return (i.inTargetedIndustry ?? i.targetedIndustry)
    ? earned(
        BONUS.n,
        BONUS.n.amount.value,
        "in a targeted industry, with a full-time collaborative relationship with a college or university at the facility",
      )
    : notEarned(
        BONUS.n,
        "a college or university relationship, but the business is not in a targeted industry",
      );
}

/** (o) on-site renewable generation meeting at least the minimum share of electric supply needs. */
export function bonusO(i: EmergeYear): BonusDecision {
  const { minimumShare, amount } = BONUS.o;
  const share = i.renewableEnergyShare;
  if (share === undefined) return notEarned(BONUS.o, "no on-site renewable energy share given");
  const words = () => `on-site generation meets ${displayPercent(share)} of electric supply needs`;
  return compare(share, minimumShare.value) >= 0
    ? earned(
        BONUS.o,
        amount.value,
        () => `${words()} (at least ${displayPercent(minimumShare.value)})`,
      )
    : notEarned(BONUS.o, () => `${words()} (less than ${displayPercent(minimumShare.value)})`);
}

/** (p) a marine terminal project in the South Jersey Port District, not in a GRM. */
export function bonusP(i: EmergeYear): BonusDecision {
  if (!i.marineTerminal) return notEarned(BONUS.p, "not a marine terminal project");
  return i.location === "grm"
    ? notEarned(
        BONUS.p,
        "a marine terminal project, but located in a government-restricted municipality",
      )
    : earned(
        BONUS.p,
        BONUS.p.amount.value,
        "a marine terminal project in the South Jersey Port District, outside a government-restricted municipality",
      );
}

/** (q) a qualified opportunity zone. */
export function bonusQ(i: EmergeYear): BonusDecision {
  if (!i.opportunityZone) return notEarned(BONUS.q, "not in a qualified opportunity zone");
  return earned(
    BONUS.q,
    BONUS.q.amount.value,
    i.location === "qoz"
      ? "located in a qualified opportunity zone (location qoz)"
      : "located in a qualified opportunity zone",
  );
}

/** (r) one-third or more of the governing board from underrepresented groups. */
export function bonusR(i: EmergeYear): BonusDecision {
  const { shareDenominator, amount } = BONUS.r;
  if (i.boardMembers === undefined)
    return notEarned(
      BONUS.r,
      i.boardUnderrepresented === undefined
        ? "no governing board size given"
        : "boardUnderrepresented is given but boardMembers is not: one-third of the board cannot be tested without its size",
    );
  const members = i.boardMembers;
  const underrepresented = i.boardUnderrepresented ?? 0;
  // One-third or more: members ≤ 3 × underrepresented, in whole numbers.
  const tested = shareDenominator.value.times(underrepresented);
  const arithmetic = () =>
    `${displayNumber(underrepresented)} of ${displayNumber(members)} board members (${displayNumber(shareDenominator.value)} × ${displayNumber(underrepresented)} = ${displayNumber(tested)}`;
  return compare(new Decimal(members), tested) <= 0
    ? earned(
        BONUS.r,
        amount.value,
        () => `${arithmetic()} ≥ ${displayNumber(members)}): one-third or more`,
      )
    : notEarned(BONUS.r, () => `${arithmetic()} < ${displayNumber(members)}): less than one-third`);
}

/** How a bonus is decided: from the inputs and what the per-job stage knows besides them. */
export type DecideBonus = (i: EmergeYear, ctx: BonusContext) => BonusDecision;

/** One bonus: its rules entry (emerge.ts BONUS) and the function that decides it. */
export interface BonusEntry {
  /** The subparagraph's letter, its key in BONUS ("a"). */
  key: string;
  rules: Rules;
  decide: DecideBonus;
}

type BonusKey = keyof typeof BONUS;

/**
 * Each subparagraph's function, by its key in BONUS. The type asks for exactly one per rules
 * entry: a bonus added to BONUS without one here, or one here without a rules entry, does not
 * compile.
 */
const DECIDE: { readonly [K in BonusKey]: DecideBonus } = {
  a: bonusA,
  b: bonusB,
  c: bonusC,
  d: bonusD,
  e: bonusE,
  f: bonusF,
  g: bonusG,
  h: bonusH,
  i: bonusI,
  j: bonusJ,
  k: bonusK,
  l: bonusL,
  m: bonusM,
  n: bonusN,
  o: bonusO,
  p: bonusP,
  q: bonusQ,
  r: bonusR,
};

/**
 * The bonuses of c.(1), in the statute's order, which is the rules table's (BONUS lists its
 * subparagraphs as the statute does): the one list of them. The bonus stage, and so the trace,
 * maps over it. A new bonus is its rules entry (in its place in BONUS, with its summary in
 * emergeSummaries.ts, which rules-coverage asks for), its function and its line in DECIDE, its
 * golden scenario(s), and, when it brings a new input, that input's field spec (inputs.ts).
 */
export const BONUSES: readonly BonusEntry[] = (Object.keys(BONUS) as BonusKey[]).map((key) => ({
  key,
  rules: BONUS[key],
  decide: DECIDE[key],
}));

/**
 * Every bonus of `table` (default: all of c.(1), BONUSES), decided in its order. A test passes a
 * table with an extra entry to show that a bonus needs no other list.
 */
export function decideBonuses(
  i: EmergeYear,
  ctx: BonusContext,
  table: readonly BonusEntry[] = BONUSES,
): BonusDecision[] {
  return table.map((bonus) => bonus.decide(i, ctx));
}
