/**
 * The Emerge cents path (issue 14): the per-job credit, a year's credit and a schedule's total in
 * whole cents, from the typed record the stages read, without decimal.js on the way from the
 * bonuses to the result and without the trace. It answers what the stages' JSON would say for
 * `perJobCredit` (perJob), `annualCredit` and `beforeCap` (annual), `totalCredit` (schedule), or
 * undefined (cell.ts): the scenario then goes to the stages.
 *
 * It decides nothing the stages decide in a shared function: the tier is tierFor's, the wage
 * floor decideWageFloor's with the minimum wage minimumWageNeeded finds (or throws for), each
 * bonus its decide function's in BONUSES. What it does itself is the arithmetic of s.75 d., e.
 * and f. and of the annual sum and cap, on integers, with every amount from the rules tables.
 *
 * In a grid most bonuses read none of the two varied inputs: each bonus's decision is kept with
 * the values of what it reads (BonusReads, bonuses.ts) and reused while they are the same
 * objects. That memory is this CentsField's, and so lives as long as one prepared scenario.
 */
import {
  annualYearCounts,
  coveredCounts,
  minimumWageNeeded,
  type YearCounts,
} from "../emerge/annual";
import { tierFor } from "../emerge/base";
import { BONUSES, type BonusContext, type DeclaredBonus } from "../emerge/bonuses";
import { jobYears, type EmergeInputs, type EmergeMode, type Location } from "../emerge/inputs";
import { scheduleYearCounts } from "../emerge/schedule";
import { decideWageFloor } from "../emerge/wageFloor";
import { BONUS, ELIGIBILITY_PERIOD, JOB_TYPE_SHARE, SALARY_REDUCTION } from "../rules/emerge";
import type { Decimal } from "../decimal";
import {
  add,
  centsOf,
  downToCents,
  fractionOf,
  mul,
  onHalfOrWhole,
  roundHalfUpDiv,
  type Fraction,
} from "./cents";
import type { CentsField, CentsPath } from "./cell";

/** The rules the arithmetic uses, as integers; null when one of them is not (a revised table). */
interface RulesInCents {
  newShare: Fraction;
  retainedShare: Fraction;
  noCreditShare: Fraction;
  capAllowance: number;
}

let rulesInCents: RulesInCents | null | undefined;

function rules(): RulesInCents | null {
  if (rulesInCents === undefined) {
    const newShare = fractionOf(JOB_TYPE_SHARE.new.value);
    const retainedShare = fractionOf(JOB_TYPE_SHARE.retained.value);
    const noCreditShare = fractionOf(SALARY_REDUCTION.noCreditShare.value);
    const capAllowance = centsOf(BONUS.j.capAllowance.value);
    rulesInCents =
      newShare && retainedShare && noCreditShare && capAllowance !== undefined
        ? { newShare, retainedShare, noCreditShare, capAllowance }
        : null;
  }
  return rulesInCents;
}

/** One bonus's decision. */
interface BonusMemo {
  /** The amount in cents; undefined when it is not whole cents (the cell declines). */
  cents: number | undefined;
  /** Whether this is an earned (j): the job may exceed the d. limit by the allowance. */
  liftsCap: boolean;
}

/** What one call site of the per-job stage (a year, covered or not) remembers between cells. */
interface Slot {
  /** Each bonus's last decision, the one a cell most often needs again. */
  bonuses: (BonusMemo | undefined)[];
  /** Each bonus's earlier decisions (see Decisions): a varied input's values come round again. */
  earlier: Decisions[];
  /** The values of READ_INPUTS and READ_CONTEXT at the last complete pass (changedReads). */
  seen: unknown[] | undefined;
  /** The context the bonuses were last decided with; reused while its values are the same. */
  ctx: BonusContext | undefined;
  /** The context `seen` holds the values of: while it is `ctx` itself, none of them changed. */
  seenCtx: BonusContext | undefined;
  /**
   * After a complete pass, the sum of the `bonuses`' cents and how many of them lift the cap:
   * a cell whose reads changed only some bonuses' values adjusts these by those bonuses alone.
   */
  total: number | undefined;
  lifting: number;
}

/** The wage floor's last answer, with what it depends on. */
interface FloorMemo {
  lowestHourlyWage: unknown;
  minimumWage: unknown;
  calendarYear: number | undefined;
  /** Whether bonuses are allowed; undefined where minimumWageNeeded throws (the cell declines). */
  allowed: boolean | undefined;
}

interface TierMemo {
  location: Location;
  megaProject: boolean;
  tier: BonusContext["tier"];
  base: number | undefined;
  cap: number | undefined;
}

/** The benchmark median salary in cents, with what perJobCents works out from it for a share. */
interface BenchmarkMemo {
  B: Decimal;
  share: Fraction;
  /** B in cents, more than 0. */
  b: number;
  /**
   * noCreditShare.n × b: the shortfall × noCreditShare.d at which no credit is left; undefined
   * past the safe range.
   */
  cliff: number | undefined;
  /** b × share.d: the divisor of the reduced amount; undefined past the safe range. */
  bottom: number | undefined;
}

class State {
  private readonly slots: Slot[] = [];
  private readonly floors: (FloorMemo | undefined)[] = [];
  private tierMemo: TierMemo | undefined;
  private benchmarkMemo: BenchmarkMemo | undefined;
  private benchmarkOther: BenchmarkMemo | undefined;

  /**
   * The READ_INPUTS that may differ between this grid's records (CentsPath's perCell): only
   * these are compared cell after cell; the others are the same in every record.
   */
  readonly watched: readonly number[];
  /**
   * Where the grid gives its records' per-cell values by position (CentsPath's `current`): each
   * watched input's place there, so changedReads reads it without looking its name up.
   */
  readonly watchedAt: readonly number[] | undefined;
  /**
   * Each bonus's reads that can differ between records, as positions in a slot's `seen`: the
   * watched inputs it reads, then its context reads. Its decisions are told apart by these alone
   * (the values of its other reads are the same in every record).
   */
  readonly keys: readonly (readonly number[])[];

  constructor(
    readonly r: RulesInCents,
    perCell: readonly string[] | undefined,
    readonly current: readonly unknown[] | undefined,
  ) {
    const all = READ_INPUTS.map((_, n) => n);
    this.watched =
      perCell === undefined ? all : all.filter((n) => perCell.includes(READ_INPUTS[n]));
    this.watchedAt =
      perCell === undefined || current === undefined
        ? undefined
        : this.watched.map((n) => perCell.indexOf(READ_INPUTS[n]));
    this.keys = BONUSES.map((b) => [
      ...b.inputs.map((name) => READ_INPUTS.indexOf(name)).filter((n) => this.watched.includes(n)),
      ...b.context.map((name) => READ_INPUTS.length + READ_CONTEXT.indexOf(name)),
    ]);
  }

  /** The bonuses that read one of the `changed` reads, by the bits of those reads. */
  private readonly readers = new Map<number, readonly number[]>();
  /** The last `reading` asked: a row's cells mostly change the same reads one after another. */
  private lastChanged = 0;
  private lastReaders: readonly number[] = [];

  reading(changed: number): readonly number[] {
    if (changed === this.lastChanged) return this.lastReaders;
    let found = this.readers.get(changed);
    if (found === undefined) {
      found = EVERY_BONUS.filter((k) => (changed & BONUS_BITS[k]) !== 0);
      this.readers.set(changed, found);
    }
    this.lastChanged = changed;
    this.lastReaders = found;
    return found;
  }

  slot(k: number): Slot {
    let s = this.slots[k];
    if (s === undefined) {
      s = {
        bonuses: BONUSES.map(() => undefined),
        earlier: BONUSES.map(() => new Decisions()),
        seen: undefined,
        ctx: undefined,
        seenCtx: undefined,
        total: undefined,
        lifting: 0,
      };
      this.slots[k] = s;
    }
    return s;
  }

  /**
   * Whether the c.(2) floor allows bonuses, as the stages decide it for this calendar year:
   * minimumWageNeeded called as the stage calls it (undefined where it throws), then
   * decideWageFloor. Both read only lowestHourlyWage, minimumWage and the year.
   */
  bonusesAllowed(
    k: number,
    i: EmergeInputs,
    calendarYear: number | undefined,
    yearInput: "year" | "firstYear",
    eligibilityYear?: number,
  ): boolean | undefined {
    const m = this.floors[k];
    if (
      m !== undefined &&
      m.lowestHourlyWage === i.lowestHourlyWage &&
      m.minimumWage === i.minimumWage &&
      m.calendarYear === calendarYear
    )
      return m.allowed;
    let allowed: boolean | undefined;
    try {
      const wage = minimumWageNeeded(i, calendarYear, yearInput, eligibilityYear);
      allowed = decideWageFloor(i.lowestHourlyWage, wage).bonusesAllowed;
    } catch {
      allowed = undefined;
    }
    this.floors[k] = {
      lowestHourlyWage: i.lowestHourlyWage,
      minimumWage: i.minimumWage,
      calendarYear,
      allowed,
    };
    return allowed;
  }

  /**
   * B's cents and the products perJobCents needs of it (s.75 e.), for `share`; undefined when B is
   * not whole cents or not above 0 (the cell declines). The last two are kept: a grid's records
   * nearly always share B, and ask for one share or the two in turn.
   */
  benchmark(B: Decimal, share: Fraction): BenchmarkMemo | undefined {
    const m = this.benchmarkMemo;
    if (m !== undefined && m.B === B && m.share === share) return m;
    // A year with new and retained jobs asks for both shares in turn: the other is kept too.
    const other = this.benchmarkOther;
    if (other !== undefined && other.B === B && other.share === share) {
      this.benchmarkOther = m;
      this.benchmarkMemo = other;
      return other;
    }
    const b = centsOf(B);
    if (b === undefined || b <= 0) return undefined;
    const found: BenchmarkMemo = {
      B,
      share,
      b,
      cliff: mul(this.r.noCreditShare.n, b),
      bottom: mul(b, share.d),
    };
    this.benchmarkOther = m;
    this.benchmarkMemo = found;
    return found;
  }

  /** tierFor's tier, with its base (b.) and limit (d.) in cents. */
  tier(i: EmergeInputs): TierMemo {
    const m = this.tierMemo;
    if (m !== undefined && m.location === i.location && m.megaProject === i.megaProject) return m;
    const t = tierFor(i.location, i.megaProject).rules;
    const found: TierMemo = {
      location: i.location,
      megaProject: i.megaProject,
      tier: t.tier,
      base: centsOf(t.base.value),
      cap: centsOf(t.cap.value),
    };
    this.tierMemo = found;
    return found;
  }
}

/** Every input some bonus reads, then every context field read: the values a slot compares. */
const READ_INPUTS: readonly (keyof EmergeInputs)[] = [...new Set(BONUSES.flatMap((b) => b.inputs))];
const READ_CONTEXT: readonly (keyof BonusContext)[] = [
  ...new Set(BONUSES.flatMap((b) => b.context)),
];
/** The bit of read n; any past the 31st share the last (sharing only re-decides more often). */
const bit = (n: number): number => 1 << Math.min(n, 30);
/** Each bonus's reads as bits: it is looked up again only when one of them changed. */
const BONUS_BITS: readonly number[] = BONUSES.map(
  (b) =>
    b.inputs.reduce((m, name) => m | bit(READ_INPUTS.indexOf(name)), 0) |
    b.context.reduce((m, name) => m | bit(READ_INPUTS.length + READ_CONTEXT.indexOf(name)), 0),
);
const ALL_CHANGED = -1;
const EVERY_BONUS: readonly number[] = BONUSES.map((_, k) => k);

/**
 * The bits of the reads whose values (by identity) differ from the slot's last complete pass,
 * which they then become: each value is compared once per cell, not once per bonus reading it,
 * and only the inputs `watched` (the rest are the same in every record of the grid), read from
 * `current` by position where the grid gives it.
 */
function changedReads(slot: Slot, i: EmergeInputs, ctx: BonusContext, state: State): number {
  let seen = slot.seen;
  if (seen === undefined) {
    seen = [...READ_INPUTS.map((name) => i[name]), ...READ_CONTEXT.map((name) => ctx[name])];
    slot.seen = seen;
    slot.seenCtx = ctx;
    return ALL_CHANGED;
  }
  let changed = 0;
  const { watched, watchedAt, current } = state;
  for (let w = 0; w < watched.length; w++) {
    const n = watched[w];
    const value =
      watchedAt !== undefined ? (current as readonly unknown[])[watchedAt[w]] : i[READ_INPUTS[n]];
    if (value !== seen[n]) {
      changed |= bit(n);
      seen[n] = value;
    }
  }
  // A context is made anew whenever one of its values changes (cappedCents), and never changed.
  if (ctx === slot.seenCtx) return changed;
  slot.seenCtx = ctx;
  const offset = READ_INPUTS.length;
  for (let n = 0; n < READ_CONTEXT.length; n++) {
    const value = ctx[READ_CONTEXT[n]];
    if (value !== seen[offset + n]) {
      changed |= bit(offset + n);
      seen[offset + n] = value;
    }
  }
  return changed;
}

/**
 * A bonus's decisions by the values of its reads that can differ between records (State.keys,
 * taken from the slot's `seen`, which changedReads has just brought up to date): a tree of Maps,
 * one level per read, the values (by identity) its keys. A grid varies two inputs, each over a
 * row's or a column's values: a bonus that reads one of them meets each value again on every
 * row, and finds its decision here. At most LIMIT decisions are kept; past that the tree starts
 * again, so memory stays bounded. Where values never come round again (every record read
 * afresh), the tree only costs: after TRIAL look-ups finding almost nothing, it is no longer kept.
 */
class Decisions {
  private static readonly LIMIT = 4096;
  private static readonly TRIAL = 512;
  private root = new Map<unknown, unknown>();
  private size = 0;
  private lookups = 0;
  private found = 0;
  private kept = true;

  get(keys: readonly number[], seen: readonly unknown[]): BonusMemo | undefined {
    if (!this.kept || keys.length === 0) return undefined; // see set
    let node: unknown = this.root;
    for (let n = 0; n < keys.length && node !== undefined; n++)
      node = (node as Map<unknown, unknown>).get(seen[keys[n]]);
    this.lookups++;
    if (node !== undefined) this.found++;
    else if (this.lookups >= Decisions.TRIAL && this.found * 16 < this.lookups) {
      this.kept = false;
      this.root = new Map();
    }
    return node as BonusMemo | undefined;
  }

  set(keys: readonly number[], seen: readonly unknown[], m: BonusMemo): void {
    if (!this.kept) return;
    if (this.size >= Decisions.LIMIT) {
      this.root = new Map();
      this.size = 0;
    }
    // Nothing it reads differs between records: the slot's last decision is enough.
    if (keys.length === 0) return;
    let node = this.root;
    for (let n = 0; n < keys.length - 1; n++) {
      let next = node.get(seen[keys[n]]) as Map<unknown, unknown> | undefined;
      if (next === undefined) {
        next = new Map();
        node.set(seen[keys[n]], next);
      }
      node = next;
    }
    node.set(seen[keys[keys.length - 1]], m);
    this.size++;
  }
}

function decide(b: DeclaredBonus, i: EmergeInputs, ctx: BonusContext): BonusMemo {
  const d = b.decide(i, ctx);
  return {
    cents: centsOf(d.amount),
    liftsCap: d.id === BONUS.j.id && !d.amount.isZero(),
  };
}

/**
 * s.75 b., c. and d.: the gross amount per job and its limit, in cents — the stage's `capped`.
 * Where the floor removes the bonuses, none is decided (a decision only matters when awarded, and
 * decide functions neither throw nor change anything).
 */
function cappedCents(
  state: State,
  slotIndex: number,
  i: EmergeInputs,
  laborHarmony: boolean,
  newJobsForBonus: number,
  newJobsSource: string,
  bonusesAllowed: boolean,
): number | undefined {
  const tier = state.tier(i);
  if (tier.base === undefined || tier.cap === undefined) return undefined;
  let bonusTotal = 0;
  let liftsCap = false;
  if (bonusesAllowed) {
    const slot = state.slot(slotIndex);
    let ctx = slot.ctx;
    if (
      ctx === undefined ||
      ctx.tier !== tier.tier ||
      ctx.laborHarmony !== laborHarmony ||
      ctx.newJobsForBonus !== newJobsForBonus ||
      ctx.newJobsSource !== newJobsSource
    ) {
      ctx = { tier: tier.tier, laborHarmony, newJobsForBonus, newJobsSource };
      slot.ctx = ctx;
    }
    const memos = slot.bonuses;
    const changed = changedReads(slot, i, ctx, state);
    // The sum so far, and the bonuses to look at: after a complete pass, only those whose reads
    // changed (the others' decisions, and so their part of the sum, are the same).
    const partial = slot.total !== undefined && changed !== ALL_CHANGED;
    let total = partial ? (slot.total as number) : 0;
    let lifting = partial ? slot.lifting : 0;
    const visit = partial ? state.reading(changed) : EVERY_BONUS;
    for (let v = 0; v < visit.length; v++) {
      const k = visit[v];
      const b = BONUSES[k];
      const before = partial ? memos[k] : undefined;
      let m = memos[k];
      if (m === undefined || (changed & BONUS_BITS[k]) !== 0) {
        const keys = state.keys[k];
        const seen = slot.seen as unknown[];
        m = slot.earlier[k].get(keys, seen);
        if (m === undefined) {
          m = decide(b, i, ctx);
          slot.earlier[k].set(keys, seen, m);
        }
        memos[k] = m;
      }
      // before is a complete pass's decision, in whole cents (else the pass had not completed).
      const sum =
        m.cents === undefined
          ? undefined
          : add(before === undefined ? total : total - (before.cents as number), m.cents);
      if (sum === undefined) {
        // The later bonuses were not looked up for these values: the next cell starts afresh.
        slot.seen = undefined;
        slot.total = undefined;
        return undefined;
      }
      total = sum;
      lifting += (m.liftsCap ? 1 : 0) - (before?.liftsCap ? 1 : 0);
    }
    slot.total = total;
    slot.lifting = lifting;
    bonusTotal = total;
    liftsCap = lifting > 0;
  }
  const gross = add(tier.base, bonusTotal);
  const cap = liftsCap ? add(tier.cap, state.r.capAllowance) : tier.cap;
  if (gross === undefined || cap === undefined) return undefined;
  return Math.min(gross, cap);
}

/**
 * s.75 e. and f.: the per-job credit in cents from the capped amount, rounded once, half-up.
 *
 * The stages (perJob.ts) compute, in dollars, with P and B the project and benchmark medians:
 *   P and B given and P < B: no credit when B − P ≥ noCreditShare × B; otherwise
 *     afterReduction = capped × P / B;
 *   otherwise (P ≥ B, or the salaries not given): afterReduction = capped;
 *   perJobCredit = roundHalfUp(afterReduction × share, to cents).
 * In cents (C = capped, p = P and b = B, each × 100) with share = sn / sd and
 * noCreditShare = nn / nd, all integers and b, sd, nd > 0:
 *   no credit ⇔ (b − p) × nd ≥ nn × b            (both sides × 100 × nd, which keeps ≥);
 *   perJobCredit = roundHalfUp(C × p × sn / (b × sd))  with the reduction,
 *                = roundHalfUp(C × sn / sd)             without it.
 * The one division the stages round is capped × P / B (decimal.js to 200 digits, only when it
 * does not end). Its error is far below the distance 1 / (2 b sd) cent of any other value from a
 * half-cent, so it rounds to the same cents, unless the exact value is on a half-cent itself: that
 * case (an exact half or whole with a quotient that does not end) is declined.
 */
function perJobCents(
  state: State,
  i: EmergeInputs,
  capped: number,
  share: Fraction,
): number | undefined {
  const P = i.projectMedianSalary;
  const B = i.benchmarkMedianSalary;
  if (P !== undefined && B !== undefined) {
    const p = centsOf(P);
    const m = state.benchmark(B, share);
    if (p === undefined || m === undefined || p < 0) return undefined;
    if (p < m.b) {
      const shortfall = mul(m.b - p, state.r.noCreditShare.d);
      if (shortfall === undefined || m.cliff === undefined) return undefined;
      if (shortfall >= m.cliff) return 0;
      const reduced = mul(capped, p);
      if (reduced === undefined) return undefined;
      const top = mul(reduced, share.n);
      if (top === undefined || m.bottom === undefined) return undefined;
      const q = roundHalfUpDiv(top, m.bottom);
      if (q === undefined) return undefined;
      // On a half or whole cent, with capped × P / B not whole cents (so perhaps a quotient that
      // does not end, which the stages round to 200 digits): declined (see above). With the
      // shares 1 and ½ such a quotient always ends, and declining only sends the cell to the
      // stages, which give the same cents; the test is there for a revised share.
      if (onHalfOrWhole(top, m.bottom, q) && reduced % m.b !== 0) return undefined;
      return q;
    }
  }
  const top = mul(capped, share.n);
  return top === undefined ? undefined : roundHalfUpDiv(top, share.d);
}

/** One year's counts and bonus (c) count, as computeAnnual is given them (its minimum wage aside). */
type Year = Omit<YearCounts, "minimumWage">;

/**
 * A year's credit before and after the board's amount (annual.ts computeAnnual), in cents: each
 * kind of job (new or retained, covered by the labor harmony agreement or not) its rounded per-job
 * credit times its count, summed; then limited by annualCap taken rounded down to the cent.
 */
function annualCents(
  state: State,
  i: EmergeInputs,
  y: Year,
  yearIndex: number,
  bonusesAllowed: boolean,
): { beforeCap: number; annualCredit: number } | undefined {
  const { newCovered, retainedCovered } = coveredCounts(i, y);
  const counts = [
    y.newJobs - newCovered,
    newCovered,
    y.retainedJobs - retainedCovered,
    retainedCovered,
  ];
  const capped: (number | undefined)[] = [undefined, undefined];
  let beforeCap = 0;
  for (let k = 0; k < counts.length; k++) {
    const count = counts[k];
    if (count === 0) continue;
    if (!Number.isSafeInteger(count) || count < 0) return undefined;
    const covered = k % 2 === 1;
    const lh = covered ? 1 : 0;
    let c = capped[lh];
    if (c === undefined) {
      c = cappedCents(
        state,
        yearIndex * 2 + lh,
        i,
        covered,
        y.newJobsForBonus,
        y.newJobsSource,
        bonusesAllowed,
      );
      if (c === undefined) return undefined;
      capped[lh] = c;
    }
    const share = k < 2 ? state.r.newShare : state.r.retainedShare;
    const perJob = perJobCents(state, i, c, share);
    const amount = perJob === undefined ? undefined : mul(perJob, count);
    const sum = amount === undefined ? undefined : add(beforeCap, amount);
    if (sum === undefined) return undefined;
    beforeCap = sum;
  }
  const given = i.annualCap;
  if (given === undefined) return { beforeCap, annualCredit: beforeCap };
  // computeAnnual takes annualCap floorCents (ROUND_DOWN); an amount is 0 or more (values.ts).
  const cap = downToCents(given);
  if (cap === undefined) return undefined;
  return { beforeCap, annualCredit: beforeCap > cap ? cap : beforeCap };
}

function perJobField(state: State, i: EmergeInputs): number | undefined {
  if (typeof i.newJobs !== "number") return undefined;
  const laborHarmony = i.laborHarmony === true;
  const allowed = state.bonusesAllowed(0, i, i.year, "year");
  if (allowed === undefined) return undefined;
  const lh = laborHarmony ? 1 : 0;
  const capped = cappedCents(state, lh, i, laborHarmony, i.newJobs, "newJobs", allowed);
  if (capped === undefined) return undefined;
  const share = i.jobType === "new" ? state.r.newShare : state.r.retainedShare;
  return perJobCents(state, i, capped, share);
}

function annualField(state: State, i: EmergeInputs, field: string): number | undefined {
  const { newJobs, retainedJobs, laborHarmonyNewJobs, laborHarmonyRetainedJobs } = i;
  if (
    typeof newJobs !== "number" ||
    typeof retainedJobs !== "number" ||
    (laborHarmonyNewJobs !== undefined && typeof laborHarmonyNewJobs !== "number") ||
    (laborHarmonyRetainedJobs !== undefined && typeof laborHarmonyRetainedJobs !== "number")
  )
    return undefined;
  const allowed = state.bonusesAllowed(0, i, i.year, "year");
  if (allowed === undefined) return undefined;
  const a = annualCents(state, i, annualYearCounts(i), 0, allowed);
  if (a === undefined) return undefined;
  return field === "beforeCap" ? a.beforeCap : a.annualCredit;
}

/** schedule.ts computeSchedule's total: each year's credit, with that year's counts and floor. */
function scheduleField(state: State, i: EmergeInputs): number | undefined {
  const years = jobYears(i);
  if (years > ELIGIBILITY_PERIOD.maximumYears) return undefined; // the stage throws
  let total = 0;
  for (let y = 0; y < years; y++) {
    const calendarYear = i.firstYear !== undefined ? i.firstYear + y : undefined;
    const allowed =
      calendarYear !== undefined
        ? state.bonusesAllowed(y, i, calendarYear, "firstYear", y + 1)
        : state.bonusesAllowed(y, i, i.year, "year", y + 1);
    if (allowed === undefined) return undefined;
    const year = scheduleYearCounts(i, y);
    const a = annualCents(state, i, year, y, allowed);
    const sum = a === undefined ? undefined : add(total, a.annualCredit);
    if (sum === undefined) return undefined;
    total = sum;
  }
  return total;
}

const FIELDS: Readonly<Record<EmergeMode, readonly string[]>> = {
  perJob: ["perJobCredit"],
  annual: ["annualCredit", "beforeCap"],
  schedule: ["totalCredit"],
};

/**
 * The cents path of one Emerge calculation: each call makes a CentsField with its own memory
 * (one per prepared scenario). Any field but the mode's own is undefined.
 */
export function emergeCents(mode: EmergeMode): CentsPath<EmergeInputs> {
  return (perCell, current): CentsField<EmergeInputs> => {
    const r = rules();
    if (r === null) return () => undefined;
    const state = new State(r, perCell, current);
    const fields = FIELDS[mode];
    return (i, field) => {
      if (!fields.includes(field)) return undefined;
      try {
        switch (mode) {
          case "perJob":
            return perJobField(state, i);
          case "annual":
            return annualField(state, i, field);
          case "schedule":
            return scheduleField(state, i);
        }
      } catch {
        return undefined; // a shared function threw: the stages throw the same, and word it
      }
    };
  };
}
