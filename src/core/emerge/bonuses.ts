/**
 * s.75 c.(1): the bonuses, one function per subparagraph, each deciding its amount (zero when not
 * earned) and saying why, and BONUSES, the table of them the bonus stage maps over. Whether an
 * earned bonus is awarded at all is the wage floor's decision (c.(2), wageFloor.ts), taken after.
 */
import {
  Decimal,
  ZERO,
  wholeCentsOf,
  compare,
  compareToProduct,
  decimalOfNumber,
  displayMoney,
  displayNumber,
  displayPercent,
  incrementsOver,
  multiply,
  shareParts,
  wholeQuotient,
  type ShareParts,
} from "../decimal";
import { BONUS, type JobCountBand, type Tier } from "../rules/emerge";
import {
  KEPT_BELOW,
  KEPT_JOBS_BELOW,
  earned,
  flag,
  kept,
  keptList,
  keptPlace,
  notEarned,
  shared,
  type BonusDecision,
} from "./decisions";
import type { EmergeInputs, LeedRating } from "./inputs";

export type { BonusDecision, Reason, SharedSteps } from "./decisions";

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

const NO_DISTRESS_SCORE = shared(
  BONUS.a,
  ZERO,
  "no Municipal Revitalization Index distress score given",
);

/** Bonus (a)'s decisions by whole score (see KEPT_BELOW). */
const BY_SCORE = keptList(KEPT_BELOW);

export function bonusA(i: EmergeInputs): BonusDecision {
  if (i.mriDistressScore === undefined) return NO_DISTRESS_SCORE;
  const mri = i.mriDistressScore;
  return kept(BY_SCORE, keptPlace(mri, KEPT_BELOW), decideA, mri, undefined);
}

function decideA(mri: Decimal): BonusDecision {
  const { id, label, scoreAbove, amount } = BONUS.a;
  return compare(mri, scoreAbove.value) > 0
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
 * (neither the excess nor the increment made), else by decimal.js. `parts` is shareParts(share),
 * worked out once for each rules share (INCREMENT_PARTS).
 */
function wholeIncrements(
  value: Decimal,
  base: Decimal,
  share: Decimal,
  parts: ShareParts | null,
): Decimal {
  const k = incrementsOver(value, base, share, parts);
  if (k === undefined) return wholeQuotient(value.minus(base), base.times(share));
  return decimalOfNumber(k);
}

/** Bonuses (b) and (f)'s increments (rules shares) as shareParts, worked out once. */
const INCREMENT_PARTS = {
  b: shareParts(BONUS.b.increment.value),
  f: shareParts(BONUS.f.increment.value),
};

const NO_INVESTMENT = shared(
  BONUS.b,
  ZERO,
  "no capital investment in industrial or R&D premises given",
);

export function bonusB(i: EmergeInputs, ctx: BonusContext): BonusDecision {
  const { id, label, increment, perIncrement, maximum, maximumTier1 } = BONUS.b;
  const investment = i.industrialCapitalInvestment;
  const minimum = i.minimumCapitalInvestment;
  if (investment === undefined || minimum === undefined) return NO_INVESTMENT;
  if (compare(investment, minimum) <= 0) {
    return notEarned(
      id,
      label,
      () =>
        `investment ${displayMoney(investment)} does not exceed the minimum ${displayMoney(minimum)}`,
    );
  }
  const k = wholeIncrements(investment, minimum, increment.value, INCREMENT_PARTS.b);
  const tier = ctx.tier;
  const max = tier === 1 ? maximumTier1.value : maximum.value;
  if (k.isZero())
    return notEarned(
      id,
      label,
      () => `${investmentArithmetic(investment, minimum, k)}, so no increase`,
    );
  const raw = multiply(k, perIncrement.value);
  const aboveMax = compare(raw, max) > 0;
  const amount = aboveMax ? max : raw;
  // One closure for the words (the arithmetic and the cap's note within it): made for every
  // evaluation, read only where a trace is shown.
  return earned(
    id,
    label,
    amount,
    () =>
      `${investmentArithmetic(investment, minimum, k)} × ${displayMoney(perIncrement.value)} = ${displayMoney(raw)}${
        aboveMax
          ? `; ${displayMoney(raw)} is above the maximum ${displayMoney(max)}${tier === 1 ? " (mega project or government-restricted municipality)" : ""}`
          : ""
      }`,
  );
}

/** Bonus (b)'s arithmetic in words: the excess and the increment are only words here. */
function investmentArithmetic(investment: Decimal, minimum: Decimal, k: Decimal): string {
  const { increment } = BONUS.b;
  return `investment ${displayMoney(investment)} exceeds the minimum ${displayMoney(minimum)} by ${displayMoney(investment.minus(minimum))}; one increment is ${displayPercent(increment.value)} of the minimum = ${displayMoney(minimum.times(increment.value))}; whole increments: ${k.toFixed()}`;
}

export function bandFor(newJobs: number): JobCountBand | undefined {
  for (const band of BONUS.c.bands)
    if (newJobs >= band.from && (band.to === null || newJobs <= band.to)) return band;
  return undefined;
}

/**
 * Bonus (c)'s decisions by where the count comes from, then by count (see KEPT_JOBS_BELOW). The
 * callers name a dozen sources ("newJobs", "committedNewJobs", "newJobs in year n"); past
 * KEPT_SOURCES, a source's decisions are made afresh, so the memory stays bounded whatever the
 * text: at most KEPT_SOURCES × KEPT_JOBS_BELOW decisions (about 15 MB with their steps and texts
 * if every count of every source were met, a few kilobytes in practice).
 */
const BY_JOBS = new Map<string, (BonusDecision | undefined)[]>();
const KEPT_SOURCES = 12;
/** The source looked up last and its decisions: one after another, nearly always the same. */
let lastSource: string | undefined;
let lastBySource: (BonusDecision | undefined)[] | undefined;

export function bonusC(_i: EmergeInputs, ctx: BonusContext): BonusDecision {
  const count = ctx.newJobsForBonus;
  const place = keptPlace(count, KEPT_JOBS_BELOW);
  const source = ctx.newJobsSource;
  if (place < 0) return decideC(count, source);
  let bySource = source === lastSource ? lastBySource : BY_JOBS.get(source);
  if (bySource === undefined) {
    if (BY_JOBS.size >= KEPT_SOURCES) return decideC(count, source);
    bySource = keptList(KEPT_JOBS_BELOW);
    BY_JOBS.set(source, bySource);
  }
  lastSource = source;
  lastBySource = bySource;
  return kept(bySource, place, decideC, count, source);
}

function decideC(count: number, newJobsSource: string): BonusDecision {
  const { id, label, bands } = BONUS.c;
  const band = bandFor(count);
  if (!band) {
    return notEarned(
      id,
      label,
      () =>
        `${displayNumber(count)} new full-time jobs (${newJobsSource}); the schedule starts at ${displayNumber(bands[0].from)}`,
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
      `${displayNumber(count)} new full-time jobs (${newJobsSource}) is ${range()}: clause ${band.clause}`,
  );
}

const NO_TRAINING = shared(BONUS.d, ZERO, "no training program funded or paid for");
const NO_TRAINING_MILES_IGNORED = shared(
  BONUS.d,
  ZERO,
  "no training program funded or paid for (trainingInstitutionMiles is ignored without a training option)",
);
const TRAINING_PROGRAM =
  "funds an industry-specific training program able to enroll 10% or more of its full-time workforce";
const TRAINING_BY_INSTITUTION =
  "pays a State educational institution to provide an industry-specific training program to the public";
const NO_DISTANCE = "no distance to a State educational institution given";
/** Training without a distance given: the amount and the words depend on the option alone. */
const TRAINING_NO_DISTANCE = {
  program: shared(BONUS.d, BONUS.d.amount.value, `${TRAINING_PROGRAM}; ${NO_DISTANCE}`),
  institution: shared(BONUS.d, BONUS.d.amount.value, `${TRAINING_BY_INSTITUTION}; ${NO_DISTANCE}`),
};

/** Bonus (d)'s decisions by option, then by whole miles (see KEPT_BELOW). */
const TRAINING_BY_MILES = {
  program: keptList(KEPT_BELOW),
  institution: keptList(KEPT_BELOW),
};

export function bonusD(i: EmergeInputs): BonusDecision {
  if (i.training === "none")
    return i.trainingInstitutionMiles !== undefined ? NO_TRAINING_MILES_IGNORED : NO_TRAINING;
  const miles = i.trainingInstitutionMiles;
  // Each option's by its own name (see tierFor in base.ts: not TRAINING_BY_MILES[i.training]).
  const program = i.training === "program";
  if (miles === undefined)
    return program ? TRAINING_NO_DISTANCE.program : TRAINING_NO_DISTANCE.institution;
  const place = keptPlace(miles, KEPT_BELOW);
  const list = program ? TRAINING_BY_MILES.program : TRAINING_BY_MILES.institution;
  return kept(list, place, decideD, i.training, miles);
}

function decideD(training: "program" | "institution", miles: Decimal): BonusDecision {
  const { id, label, amount, nearbyInstitutionMiles, nearbyInstitutionAmount } = BONUS.d;
  const what = training === "program" ? TRAINING_PROGRAM : TRAINING_BY_INSTITUTION;
  if (compare(miles, nearbyInstitutionMiles.value) <= 0) {
    return earned(
      id,
      label,
      nearbyInstitutionAmount.value,
      () =>
        `${what}, provided by a State educational institution ${displayNumber(miles)} miles away (within ${displayNumber(nearbyInstitutionMiles.value)})`,
    );
  }
  return earned(
    id,
    label,
    amount.value,
    () =>
      `${what}; the State educational institution is ${displayNumber(miles)} miles away (more than ${displayNumber(nearbyInstitutionMiles.value)})`,
  );
}

const SMALL_BUSINESS = flag(BONUS.e, "qualifies as a small business", "not a small business");

export function bonusE(i: EmergeInputs): BonusDecision {
  return i.smallBusiness ? SMALL_BUSINESS.yes : SMALL_BUSINESS.no;
}

const NO_MEDIAN_SALARIES = shared(BONUS.f, ZERO, "no median salaries given");

export function bonusF(i: EmergeInputs): BonusDecision {
  const { id, label, increment, perIncrement, maximum } = BONUS.f;
  const project = i.projectMedianSalary;
  const benchmark = i.benchmarkMedianSalary;
  if (project === undefined || benchmark === undefined) return NO_MEDIAN_SALARIES;
  if (compare(project, benchmark) <= 0) {
    return notEarned(
      id,
      label,
      () =>
        `project median salary ${displayMoney(project)} does not exceed the benchmark ${displayMoney(benchmark)}`,
    );
  }
  const k = wholeIncrements(project, benchmark, increment.value, INCREMENT_PARTS.f);
  if (k.isZero())
    return notEarned(id, label, () => `${salaryArithmetic(project, benchmark, k)}, so no increase`);
  const raw = multiply(k, perIncrement.value);
  const aboveMax = compare(raw, maximum.value) > 0;
  const amount = aboveMax ? maximum.value : raw;
  // One closure for the words, as bonus (b)'s.
  return earned(
    id,
    label,
    amount,
    () =>
      `${salaryArithmetic(project, benchmark, k)} × ${displayMoney(perIncrement.value)} = ${displayMoney(raw)}${
        aboveMax ? `; ${displayMoney(raw)} is above the maximum ${displayMoney(maximum.value)}` : ""
      }`,
  );
}

/** Bonus (f)'s arithmetic in words. */
function salaryArithmetic(project: Decimal, benchmark: Decimal, k: Decimal): string {
  const { increment } = BONUS.f;
  return `project median salary ${displayMoney(project)} exceeds the benchmark ${displayMoney(benchmark)} by ${displayMoney(project.minus(benchmark))}; one increment is ${displayPercent(increment.value)} of the benchmark = ${displayMoney(benchmark.times(increment.value))}; whole increments: ${k.toFixed()}`;
}

const DELETED = shared(BONUS.g, ZERO, "deleted by amendment, P.L.2021, c.160: no bonus");

export function bonusG(): BonusDecision {
  return DELETED;
}

const TARGETED_INDUSTRY = flag(
  BONUS.h,
  "engaged primarily in a targeted industry",
  "not engaged primarily in a targeted industry",
);

export function bonusH(i: EmergeInputs): BonusDecision {
  return i.targetedIndustry ? TARGETED_INDUSTRY.yes : TARGETED_INDUSTRY.no;
}

const INCUBATOR = flag(
  BONUS.i,
  "located in a qualified incubator facility",
  "not in a qualified incubator facility",
);

export function bonusI(i: EmergeInputs): BonusDecision {
  return i.incubator ? INCUBATOR.yes : INCUBATOR.no;
}

const LABOR_HARMONY = flag(
  BONUS.j,
  `the job is in the portion of the project subject to a labor harmony agreement; the subsection d. limit may be exceeded by up to ${displayMoney(BONUS.j.capAllowance.value)}`,
  "the job is not covered by a labor harmony agreement",
);

export function bonusJ(_i: EmergeInputs, ctx: BonusContext): BonusDecision {
  return ctx.laborHarmony ? LABOR_HARMONY.yes : LABOR_HARMONY.no;
}

const CHILD_CARE = flag(
  BONUS.k,
  "provides employees child care (on site free of charge, or reimbursed)",
  "no child care provided",
);

export function bonusK(i: EmergeInputs): BonusDecision {
  return i.childCare ? CHILD_CARE.yes : CHILD_CARE.no;
}

const NO_REENTRY_PARTNERSHIP = shared(
  BONUS.l,
  ZERO,
  "no active partnership with a re-entry program",
);

/** Bonus (l)'s decisions with a partnership, by hires (see KEPT_BELOW). */
const BY_HIRES = keptList(KEPT_BELOW);

export function bonusL(i: EmergeInputs): BonusDecision {
  if (!i.reentryPartnership) return NO_REENTRY_PARTNERSHIP;
  const hires = i.reentryHires;
  return kept(BY_HIRES, keptPlace(hires, KEPT_BELOW), decideL, hires, undefined);
}

function decideL(hires: number): BonusDecision {
  const { id, label, amount, minimumHires } = BONUS.l;
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

/**
 * Bonus (m) decides on the rating and the remediation alone: each pair's decision, once, at
 * 2 × the rating's place (leedPlace) + 1 with remediation.
 */
const LEED_RATINGS = 5;
const LEED_DECISIONS = keptList(2 * LEED_RATINGS);

/**
 * A rating's place among the five (found by each one's name, see tierFor in base.ts), or -1 for
 * none of them.
 */
function leedPlace(rating: LeedRating): number {
  switch (rating) {
    case "none":
      return 0;
    case "certified":
      return 1;
    case "silver":
      return 2;
    case "gold":
      return 3;
    case "platinum":
      return 4;
  }
  return -1;
}

export function bonusM(i: EmergeInputs): BonusDecision {
  const rating = i.leedRating;
  const remediation = i.environmentalRemediation;
  const place = leedPlace(rating);
  if (place < 0) return leedDecision(rating, remediation);
  const k = 2 * place + (remediation ? 1 : 0);
  let decision = LEED_DECISIONS[k];
  if (decision === undefined) {
    decision = leedDecision(rating, remediation);
    LEED_DECISIONS[k] = decision;
  }
  return decision;
}

function leedDecision(leedRating: LeedRating, environmentalRemediation: boolean): BonusDecision {
  const { goldOrRemediation, platinum } = BONUS.m;
  if (leedRating === "platinum") {
    const also = environmentalRemediation
      ? "; the environmental remediation amount is not added (the larger one only)"
      : "";
    return shared(BONUS.m, platinum.value, `LEED Platinum exceeds the Gold standard${also}`);
  }
  if (leedRating === "gold" || environmentalRemediation) {
    const why = [
      leedRating === "gold" ? "LEED Gold exceeds Silver but not Gold" : "",
      environmentalRemediation ? "completes substantial environmental remediation" : "",
    ]
      .filter(Boolean)
      .join(" and ");
    return shared(BONUS.m, goldOrRemediation.value, why);
  }
  const rating =
    leedRating === "none"
      ? "no LEED rating"
      : `LEED ${leedRating[0].toUpperCase()}${leedRating.slice(1)} does not exceed Silver`;
  return shared(BONUS.m, ZERO, `${rating} and no substantial environmental remediation`);
}

const COLLEGE = {
  none: shared(
    BONUS.n,
    ZERO,
    "no full-time collaborative relationship with a college or university",
  ),
  targeted: shared(
    BONUS.n,
    BONUS.n.amount.value,
    "in a targeted industry, with a full-time collaborative relationship with a college or university at the facility",
  ),
  notTargeted: shared(
    BONUS.n,
    ZERO,
    "a college or university relationship, but the business is not in a targeted industry",
  ),
};

export function bonusN(i: EmergeInputs): BonusDecision {
  if (!i.collegePartnership) return COLLEGE.none;
  return i.targetedIndustry ? COLLEGE.targeted : COLLEGE.notTargeted;
}

const NO_RENEWABLE_SHARE = shared(BONUS.o, ZERO, "no on-site renewable energy share given");

/**
 * Bonus (o)'s decisions by share in hundredths (0 to 1 with at most 2 places: places 0 to 100),
 * made once.
 */
const BY_HUNDREDTHS = keptList(101);

export function bonusO(i: EmergeInputs): BonusDecision {
  if (i.renewableEnergyShare === undefined) return NO_RENEWABLE_SHARE;
  const hundredths = wholeCentsOf(i.renewableEnergyShare) ?? -1;
  const place = hundredths <= 100 ? hundredths : -1;
  return kept(BY_HUNDREDTHS, place, decideO, i.renewableEnergyShare, undefined);
}

function decideO(renewable: Decimal): BonusDecision {
  const { id, label, minimumShare, amount } = BONUS.o;
  return compare(renewable, minimumShare.value) >= 0
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

const MARINE_TERMINAL = {
  none: shared(BONUS.p, ZERO, "not a marine terminal project"),
  inGrm: shared(
    BONUS.p,
    ZERO,
    "a marine terminal project, but located in a government-restricted municipality",
  ),
  outsideGrm: shared(
    BONUS.p,
    BONUS.p.amount.value,
    "a marine terminal project in the South Jersey Port District, outside a government-restricted municipality",
  ),
};

export function bonusP(i: EmergeInputs): BonusDecision {
  if (!i.marineTerminal) return MARINE_TERMINAL.none;
  return i.location === "grm" ? MARINE_TERMINAL.inGrm : MARINE_TERMINAL.outsideGrm;
}

const OPPORTUNITY_ZONE = {
  byLocation: shared(
    BONUS.q,
    BONUS.q.amount.value,
    "located in a qualified opportunity zone (location qoz)",
  ),
  given: shared(BONUS.q, BONUS.q.amount.value, "located in a qualified opportunity zone"),
  not: shared(BONUS.q, ZERO, "not in a qualified opportunity zone"),
};

export function bonusQ(i: EmergeInputs): BonusDecision {
  if (!i.opportunityZone) return OPPORTUNITY_ZONE.not;
  return i.location === "qoz" ? OPPORTUNITY_ZONE.byLocation : OPPORTUNITY_ZONE.given;
}

const NO_BOARD = shared(BONUS.r, ZERO, "no governing board size given");
const NO_BOARD_SIZE = shared(
  BONUS.r,
  ZERO,
  "boardUnderrepresented is given but boardMembers is not: one-third of the board cannot be tested without its size",
);

/** Bonus (r)'s decisions by board size and underrepresented members (see KEPT_BELOW). */
const BY_BOARD = keptList(KEPT_BELOW * KEPT_BELOW);

export function bonusR(i: EmergeInputs): BonusDecision {
  if (i.boardMembers === undefined)
    return i.boardUnderrepresented === undefined ? NO_BOARD : NO_BOARD_SIZE;
  const members = i.boardMembers;
  const underrepresented = i.boardUnderrepresented ?? 0;
  const m = keptPlace(members, KEPT_BELOW);
  const u = keptPlace(underrepresented, KEPT_BELOW);
  const place = m < 0 || u < 0 ? -1 : m * KEPT_BELOW + u;
  return kept(BY_BOARD, place, decideR, members, underrepresented);
}

function decideR(members: number, underrepresented: number): BonusDecision {
  const { id, label, shareDenominator, amount } = BONUS.r;
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
