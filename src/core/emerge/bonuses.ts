/**
 * s.75 c.(1): the bonuses, one function per subparagraph, each deciding its amount (zero when not
 * earned) and saying why, and BONUSES, the table of them the bonus stage maps over. Whether an
 * earned bonus is awarded at all is the wage floor's decision (c.(2), wageFloor.ts), taken after.
 */
import {
  Decimal,
  ZERO,
  compare,
  compareToProduct,
  decimalOfNumber,
  displayMoney,
  displayNumber,
  displayPercent,
  incrementsOver,
  multiply,
  wholeQuotient,
} from "../decimal";
import { BONUS, type JobCountBand, type Tier } from "../rules/emerge";
import type { EmergeInputs } from "./inputs";

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

const earned = (id: string, label: string, amount: Decimal, reason: Reason): BonusDecision => ({
  id,
  label,
  amount,
  reason,
});
const notEarned = (id: string, label: string, reason: Reason): BonusDecision => ({
  id,
  label,
  amount: ZERO,
  reason,
});

function flag(
  id: string,
  label: string,
  on: boolean,
  amount: Decimal,
  yes: Reason,
  no: Reason,
): BonusDecision {
  return on ? earned(id, label, amount, yes) : notEarned(id, label, no);
}

export function bonusA(i: EmergeInputs): BonusDecision {
  const { id, label, scoreAbove, amount } = BONUS.a;
  if (i.mriDistressScore === undefined)
    return notEarned(id, label, "no Municipal Revitalization Index distress score given");
  const mri = i.mriDistressScore;
  return compare(i.mriDistressScore, scoreAbove.value) > 0
    ? earned(
        id,
        label,
        amount.value,
        () =>
          `distress score ${displayNumber(mri)} is greater than ${displayNumber(scoreAbove.value)}`,
      )
    : notEarned(
        id,
        label,
        () =>
          `distress score ${displayNumber(mri)} is not greater than ${displayNumber(scoreAbove.value)}`,
      );
}

/**
 * Whole increments (floor) by which `value` exceeds `base`, one increment being `share` of `base`,
 * exactly: "for each additional amount … by 40 percent". In JS numbers where incrementsOver can
 * (neither the excess nor the increment made), else by decimal.js.
 */
function wholeIncrements(value: Decimal, base: Decimal, share: Decimal): Decimal {
  const k = incrementsOver(value, base, share);
  if (k === undefined) return wholeQuotient(value.minus(base), base.times(share));
  return decimalOfNumber(k);
}

export function bonusB(i: EmergeInputs, ctx: BonusContext): BonusDecision {
  const { id, label, increment, perIncrement, maximum, maximumTier1 } = BONUS.b;
  const investment = i.industrialCapitalInvestment;
  const minimum = i.minimumCapitalInvestment;
  if (investment === undefined || minimum === undefined) {
    return notEarned(id, label, "no capital investment in industrial or R&D premises given");
  }
  if (compare(investment, minimum) <= 0) {
    return notEarned(
      id,
      label,
      () =>
        `investment ${displayMoney(investment)} does not exceed the minimum ${displayMoney(minimum)}`,
    );
  }
  const k = wholeIncrements(investment, minimum, increment.value);
  const max = ctx.tier === 1 ? maximumTier1.value : maximum.value;
  // The excess and the increment are only words here: made when the reason is read.
  const arithmetic = (): string =>
    `investment ${displayMoney(investment)} exceeds the minimum ${displayMoney(minimum)} by ${displayMoney(investment.minus(minimum))}; one increment is ${displayPercent(increment.value)} of the minimum = ${displayMoney(minimum.times(increment.value))}; whole increments: ${k.toFixed()}`;
  if (k.isZero()) return notEarned(id, label, () => `${arithmetic()}, so no increase`);
  const raw = multiply(k, perIncrement.value);
  const aboveMax = compare(raw, max) > 0;
  const amount = aboveMax ? max : raw;
  const capNote = (): string =>
    aboveMax
      ? `; ${displayMoney(raw)} is above the maximum ${displayMoney(max)}${ctx.tier === 1 ? " (mega project or government-restricted municipality)" : ""}`
      : "";
  return earned(
    id,
    label,
    amount,
    () =>
      `${arithmetic()} × ${displayMoney(perIncrement.value)} = ${displayMoney(raw)}${capNote()}`,
  );
}

export function bandFor(newJobs: number): JobCountBand | undefined {
  return BONUS.c.bands.find(
    (band) => newJobs >= band.from && (band.to === null || newJobs <= band.to),
  );
}

export function bonusC(_i: EmergeInputs, ctx: BonusContext): BonusDecision {
  const { id, label, bands } = BONUS.c;
  const count = ctx.newJobsForBonus;
  const band = bandFor(count);
  if (!band) {
    return notEarned(
      id,
      label,
      () =>
        `${displayNumber(count)} new full-time jobs (${ctx.newJobsSource}); the schedule starts at ${displayNumber(bands[0].from)}`,
    );
  }
  const range = (): string =>
    band.to === null
      ? `in excess of ${displayNumber(band.from - 1)}`
      : `between ${displayNumber(band.from)} and ${displayNumber(band.to)}`;
  return earned(
    `${id}`,
    label,
    band.amount.value,
    () =>
      `${displayNumber(count)} new full-time jobs (${ctx.newJobsSource}) is ${range()}: clause ${band.clause}`,
  );
}

export function bonusD(i: EmergeInputs): BonusDecision {
  const { id, label, amount, nearbyInstitutionMiles, nearbyInstitutionAmount } = BONUS.d;
  if (i.training === "none") {
    const ignored =
      i.trainingInstitutionMiles !== undefined
        ? " (trainingInstitutionMiles is ignored without a training option)"
        : "";
    return notEarned(id, label, () => `no training program funded or paid for${ignored}`);
  }
  const what =
    i.training === "program"
      ? "funds an industry-specific training program able to enroll 10% or more of its full-time workforce"
      : "pays a State educational institution to provide an industry-specific training program to the public";
  const miles = i.trainingInstitutionMiles;
  if (miles !== undefined && compare(miles, nearbyInstitutionMiles.value) <= 0) {
    return earned(
      id,
      label,
      nearbyInstitutionAmount.value,
      () =>
        `${what}, provided by a State educational institution ${displayNumber(miles)} miles away (within ${displayNumber(nearbyInstitutionMiles.value)})`,
    );
  }
  const distance = (): string =>
    miles === undefined
      ? "no distance to a State educational institution given"
      : `the State educational institution is ${displayNumber(miles)} miles away (more than ${displayNumber(nearbyInstitutionMiles.value)})`;
  return earned(id, label, amount.value, () => `${what}; ${distance()}`);
}

export function bonusE(i: EmergeInputs): BonusDecision {
  const { id, label, amount } = BONUS.e;
  return flag(
    id,
    label,
    i.smallBusiness,
    amount.value,
    "qualifies as a small business",
    "not a small business",
  );
}

export function bonusF(i: EmergeInputs): BonusDecision {
  const { id, label, increment, perIncrement, maximum } = BONUS.f;
  const project = i.projectMedianSalary;
  const benchmark = i.benchmarkMedianSalary;
  if (project === undefined || benchmark === undefined)
    return notEarned(id, label, "no median salaries given");
  if (compare(project, benchmark) <= 0) {
    return notEarned(
      id,
      label,
      () =>
        `project median salary ${displayMoney(project)} does not exceed the benchmark ${displayMoney(benchmark)}`,
    );
  }
  const k = wholeIncrements(project, benchmark, increment.value);
  const arithmetic = (): string =>
    `project median salary ${displayMoney(project)} exceeds the benchmark ${displayMoney(benchmark)} by ${displayMoney(project.minus(benchmark))}; one increment is ${displayPercent(increment.value)} of the benchmark = ${displayMoney(benchmark.times(increment.value))}; whole increments: ${k.toFixed()}`;
  if (k.isZero()) return notEarned(id, label, () => `${arithmetic()}, so no increase`);
  const raw = multiply(k, perIncrement.value);
  const aboveMax = compare(raw, maximum.value) > 0;
  const amount = aboveMax ? maximum.value : raw;
  const capNote = (): string =>
    aboveMax ? `; ${displayMoney(raw)} is above the maximum ${displayMoney(maximum.value)}` : "";
  return earned(
    id,
    label,
    amount,
    () =>
      `${arithmetic()} × ${displayMoney(perIncrement.value)} = ${displayMoney(raw)}${capNote()}`,
  );
}

export function bonusG(): BonusDecision {
  return notEarned(BONUS.g.id, BONUS.g.label, "deleted by amendment, P.L.2021, c.160: no bonus");
}

export function bonusH(i: EmergeInputs): BonusDecision {
  const { id, label, amount } = BONUS.h;
  return flag(
    id,
    label,
    i.targetedIndustry,
    amount.value,
    "engaged primarily in a targeted industry",
    "not engaged primarily in a targeted industry",
  );
}

export function bonusI(i: EmergeInputs): BonusDecision {
  const { id, label, amount } = BONUS.i;
  return flag(
    id,
    label,
    i.incubator,
    amount.value,
    "located in a qualified incubator facility",
    "not in a qualified incubator facility",
  );
}

export function bonusJ(_i: EmergeInputs, ctx: BonusContext): BonusDecision {
  const { id, label, amount, capAllowance } = BONUS.j;
  return flag(
    id,
    label,
    ctx.laborHarmony,
    amount.value,
    () =>
      `the job is in the portion of the project subject to a labor harmony agreement; the subsection d. limit may be exceeded by up to ${displayMoney(capAllowance.value)}`,
    "the job is not covered by a labor harmony agreement",
  );
}

export function bonusK(i: EmergeInputs): BonusDecision {
  const { id, label, amount } = BONUS.k;
  return flag(
    id,
    label,
    i.childCare,
    amount.value,
    "provides employees child care (on site free of charge, or reimbursed)",
    "no child care provided",
  );
}

export function bonusL(i: EmergeInputs): BonusDecision {
  const { id, label, amount, minimumHires } = BONUS.l;
  if (!i.reentryPartnership)
    return notEarned(id, label, "no active partnership with a re-entry program");
  const hires = i.reentryHires;
  return compare(minimumHires.value, decimalOfNumber(hires)) <= 0
    ? earned(
        id,
        label,
        amount.value,
        () =>
          `active re-entry partnership and ${displayNumber(hires)} participant(s) hired full-time`,
      )
    : notEarned(
        id,
        label,
        () =>
          `active re-entry partnership, but ${displayNumber(hires)} participants hired full-time (at least ${displayNumber(minimumHires.value)} needed)`,
      );
}

export function bonusM(i: EmergeInputs): BonusDecision {
  const { id, label, goldOrRemediation, platinum } = BONUS.m;
  if (i.leedRating === "platinum") {
    const also = i.environmentalRemediation
      ? "; the environmental remediation amount is not added (the larger one only)"
      : "";
    return earned(
      id,
      label,
      platinum.value,
      () => `LEED Platinum exceeds the Gold standard${also}`,
    );
  }
  if (i.leedRating === "gold" || i.environmentalRemediation) {
    const why = [
      i.leedRating === "gold" ? "LEED Gold exceeds Silver but not Gold" : "",
      i.environmentalRemediation ? "completes substantial environmental remediation" : "",
    ]
      .filter(Boolean)
      .join(" and ");
    return earned(id, label, goldOrRemediation.value, why);
  }
  const rating =
    i.leedRating === "none"
      ? "no LEED rating"
      : `LEED ${i.leedRating[0].toUpperCase()}${i.leedRating.slice(1)} does not exceed Silver`;
  return notEarned(id, label, () => `${rating} and no substantial environmental remediation`);
}

export function bonusN(i: EmergeInputs): BonusDecision {
  const { id, label, amount } = BONUS.n;
  if (!i.collegePartnership)
    return notEarned(
      id,
      label,
      "no full-time collaborative relationship with a college or university",
    );
  return i.targetedIndustry
    ? earned(
        id,
        label,
        amount.value,
        "in a targeted industry, with a full-time collaborative relationship with a college or university at the facility",
      )
    : notEarned(
        id,
        label,
        "a college or university relationship, but the business is not in a targeted industry",
      );
}

export function bonusO(i: EmergeInputs): BonusDecision {
  const { id, label, minimumShare, amount } = BONUS.o;
  if (i.renewableEnergyShare === undefined)
    return notEarned(id, label, "no on-site renewable energy share given");
  const renewable = i.renewableEnergyShare;
  return compare(i.renewableEnergyShare, minimumShare.value) >= 0
    ? earned(
        id,
        label,
        amount.value,
        () =>
          `on-site generation meets ${displayPercent(renewable)} of electric supply needs (at least ${displayPercent(minimumShare.value)})`,
      )
    : notEarned(
        id,
        label,
        () =>
          `on-site generation meets ${displayPercent(renewable)} of electric supply needs (less than ${displayPercent(minimumShare.value)})`,
      );
}

export function bonusP(i: EmergeInputs): BonusDecision {
  const { id, label, amount } = BONUS.p;
  if (!i.marineTerminal) return notEarned(id, label, "not a marine terminal project");
  return i.location === "grm"
    ? notEarned(
        id,
        label,
        "a marine terminal project, but located in a government-restricted municipality",
      )
    : earned(
        id,
        label,
        amount.value,
        "a marine terminal project in the South Jersey Port District, outside a government-restricted municipality",
      );
}

export function bonusQ(i: EmergeInputs): BonusDecision {
  const { id, label, amount } = BONUS.q;
  const how = i.location === "qoz" ? " (location qoz)" : "";
  return flag(
    id,
    label,
    i.opportunityZone,
    amount.value,
    `located in a qualified opportunity zone${how}`,
    "not in a qualified opportunity zone",
  );
}

export function bonusR(i: EmergeInputs): BonusDecision {
  const { id, label, shareDenominator, amount } = BONUS.r;
  if (i.boardMembers === undefined) {
    return notEarned(
      id,
      label,
      i.boardUnderrepresented === undefined
        ? "no governing board size given"
        : "boardUnderrepresented is given but boardMembers is not: one-third of the board cannot be tested without its size",
    );
  }
  const members = i.boardMembers;
  const underrepresented = i.boardUnderrepresented ?? 0;
  const tested = (): Decimal => shareDenominator.value.times(underrepresented);
  const arithmetic = (): string =>
    `${displayNumber(underrepresented)} of ${displayNumber(members)} board members (${displayNumber(shareDenominator.value)} × ${displayNumber(underrepresented)} = ${displayNumber(tested())}`;
  // members ≤ denominator × underrepresented, in JS numbers while the product is exact.
  const oneThirdOrMore =
    compareToProduct(
      decimalOfNumber(members),
      shareDenominator.value,
      decimalOfNumber(underrepresented),
    ) <= 0;
  return oneThirdOrMore
    ? earned(
        id,
        label,
        amount.value,
        () => `${arithmetic()} ≥ ${displayNumber(members)}): one-third or more`,
      )
    : notEarned(
        id,
        label,
        () => `${arithmetic()} < ${displayNumber(members)}): less than one-third`,
      );
}

/** How a bonus is decided: from the inputs and what the per-job stage knows besides them. */
export type DecideBonus = (i: EmergeInputs, ctx: BonusContext) => BonusDecision;

/** One bonus: its rules entry (emerge.ts BONUS) and the function that decides it. */
export interface BonusEntry {
  /** The subparagraph's letter, its key in BONUS ("a"). */
  key: string;
  rules: { readonly id: string; readonly label: string };
  decide: DecideBonus;
}

/**
 * What a decide function reads: the inputs and the context fields its decision (amount and
 * reason) depends on, and nothing else. Given the same values of these (by identity; a Decimal
 * never changes), it decides the same: the cents path of a grid (core/cents/emerge.ts) reuses a
 * decision while they are unchanged. test/core/cents/emerge.test.ts runs every decide function on
 * a Proxy of the record and of the context and checks that each property read is declared here.
 */
export interface BonusReads {
  readonly inputs: readonly (keyof EmergeInputs)[];
  readonly context: readonly (keyof BonusContext)[];
}

/** A bonus of the table, with what it reads. */
export interface DeclaredBonus extends BonusEntry, BonusReads {}

type BonusKey = keyof typeof BONUS;

/**
 * Each subparagraph's decide function, by its key in BONUS, with what it reads. The type asks for
 * exactly one per rules entry: a bonus added to BONUS without one here, or one here without a
 * rules entry, does not compile; so does a read that names no input or context field.
 */
const DECIDE: { readonly [K in BonusKey]: { decide: DecideBonus } & BonusReads } = {
  a: { decide: bonusA, inputs: ["mriDistressScore"], context: [] },
  b: {
    decide: bonusB,
    inputs: ["industrialCapitalInvestment", "minimumCapitalInvestment"],
    context: ["tier"],
  },
  c: { decide: bonusC, inputs: [], context: ["newJobsForBonus", "newJobsSource"] },
  d: { decide: bonusD, inputs: ["training", "trainingInstitutionMiles"], context: [] },
  e: { decide: bonusE, inputs: ["smallBusiness"], context: [] },
  f: { decide: bonusF, inputs: ["projectMedianSalary", "benchmarkMedianSalary"], context: [] },
  g: { decide: bonusG, inputs: [], context: [] },
  h: { decide: bonusH, inputs: ["targetedIndustry"], context: [] },
  i: { decide: bonusI, inputs: ["incubator"], context: [] },
  j: { decide: bonusJ, inputs: [], context: ["laborHarmony"] },
  k: { decide: bonusK, inputs: ["childCare"], context: [] },
  l: { decide: bonusL, inputs: ["reentryPartnership", "reentryHires"], context: [] },
  m: { decide: bonusM, inputs: ["leedRating", "environmentalRemediation"], context: [] },
  n: { decide: bonusN, inputs: ["collegePartnership", "targetedIndustry"], context: [] },
  o: { decide: bonusO, inputs: ["renewableEnergyShare"], context: [] },
  p: { decide: bonusP, inputs: ["marineTerminal", "location"], context: [] },
  q: { decide: bonusQ, inputs: ["location", "opportunityZone"], context: [] },
  r: { decide: bonusR, inputs: ["boardMembers", "boardUnderrepresented"], context: [] },
};

/**
 * The bonuses of c.(1), in the statute's order, which is the rules table's (BONUS lists its
 * subparagraphs as the statute does): the one list of them. The bonus stage, and so the trace,
 * maps over it; anything that needs the set or the number of bonuses reads it here. A new bonus
 * is its rules entry (in its place in BONUS, with its summary in emergeSummaries.ts, which
 * rules-coverage asks for), its decide function and its line in DECIDE (with what it reads), its
 * golden scenario(s), and, when it brings a new input, that input's field spec (inputs.ts).
 */
export const BONUSES: readonly DeclaredBonus[] = (Object.keys(BONUS) as BonusKey[]).map((key) => ({
  key,
  rules: BONUS[key],
  ...DECIDE[key],
}));

/**
 * Every bonus of `table` (default: all of c.(1), BONUSES), decided in its order. A test passes a
 * table with an extra entry to show that a bonus needs no other list.
 */
export function decideBonuses(
  i: EmergeInputs,
  ctx: BonusContext,
  table: readonly BonusEntry[] = BONUSES,
): BonusDecision[] {
  return table.map((bonus) => bonus.decide(i, ctx));
}
