/**
 * The wind credit's cents path (issue 14): the grid fields of `windScheduleToJson(
 * windScheduleFromInputs(inputs, NO_TRACE))` — totalCredit, the five year totals and the credit
 * base — from the same typed record, in exact integer cents (cents.ts), or undefined wherever it
 * cannot decide exactly (cell.ts). It follows the stages of src/core/wind one for one and keeps
 * their names, so the two read side by side:
 *
 *   testEligibility (eligibility.ts, investment.ts) → creditBase (base.ts) → totalCredit
 *   (proration.ts, limit.ts) → complianceSchedule (schedule.ts) → yearTotals (index.ts).
 *
 * Every amount, share and threshold is read from the rules tables (rules/wind.ts) and converted
 * once (rulesInCents). Of the decisions that need no Decimal arithmetic on a cell's values, some
 * are the stages' own functions (bandFor, requiredJobs, periodEndDate); testEligibility's
 * deadline, other-assistance and net-benefit tests are written again here, without the trace
 * and reasons the stages' testEligibility records as it makes them. What it declines, the stages
 * decide: an investment finer than a cent, a product past the safe-integer range, a tenant
 * record without its leased share (which the stages cannot compute either).
 *
 * Money is whole cents; an amount the stages keep finer than a cent (a tenant's represented
 * amount, a limit given with more decimals, netBenefit / 1.10) is a fraction n / d of cents, and
 * is rounded exactly where the stages round it. test/core/cents/wind.test.ts runs this and the
 * traced stages on 100,000 random scenarios and asserts every grid field equal to the cent.
 */
import type { Decimal } from "../decimal";
import {
  COMPLIANCE,
  DEADLINES,
  FORFEITURE,
  NET_BENEFIT_LIMIT,
  OWNER_MINIMUM,
  PRORATION,
  TENANT_MINIMUM,
  type ProrationBand,
} from "../rules/wind";
import { bandFor } from "../wind/eligibility";
import type { LeasedShare, WindInputs } from "../wind/inputs";
import { periodEndDate, requiredJobs } from "../wind/schedule";
import {
  add,
  centsFractionOf,
  downToCents,
  centsOf,
  floorDiv,
  fractionOf,
  mul,
  roundHalfUpDiv,
  roundHalfUpProduct,
  sub,
  type Fraction,
} from "./cents";
import type { CentsField, CentsPath } from "./cell";

/** The rules the path reads, in integers: each converted once, or the path declines everything. */
interface WindRulesInCents {
  /** s.6 a.(2)(a): the owner's minimum, in cents. */
  ownerMinimum: number;
  /** s.6 a.(2)(b): what a tenant's leased area must represent, in cents. */
  tenantMinimum: number;
  /** Each proration band's share of the credit base (N.J.A.C. 19:31S-1.9) as a fraction. */
  shares: ReadonlyMap<ProrationBand, Fraction>;
  /** The net benefit limit's ratio (1.10 as 11 / 10). */
  netBenefitRatio: Fraction;
}

let rules: WindRulesInCents | null | undefined;

/** Investments whose ownerTest a grid's cents path remembers (a row's values, WindCells.ownerTestOf). */
const INVESTMENTS_KEPT = 1024;

/** The rules tables in integers, converted on first use (null: one did not convert exactly). */
function rulesInCents(): WindRulesInCents | null {
  if (rules !== undefined) return rules;
  const ownerMinimum = centsOf(OWNER_MINIMUM.investment.value);
  const tenantMinimum = centsOf(TENANT_MINIMUM.represented.value);
  const netBenefitRatio = fractionOf(NET_BENEFIT_LIMIT.ratio.value);
  const shares = new Map<ProrationBand, Fraction>();
  for (const band of PRORATION.bands) {
    const share = fractionOf(band.share.value);
    if (share !== undefined) shares.set(band, share);
  }
  rules =
    ownerMinimum === undefined ||
    tenantMinimum === undefined ||
    netBenefitRatio === undefined ||
    netBenefitRatio.n === 0 ||
    shares.size !== PRORATION.bands.length
      ? null
      : { ownerMinimum, tenantMinimum, shares, netBenefitRatio };
  return rules;
}

/** The fields a grid shows (prepared.ts DIRECT_FIELDS); any other is left to the stages. */
type TotalField =
  "allowedTotal" | "forfeitedTotal" | "pendingTotal" | "notMetTotal" | "leaseCapReduction";
const TOTAL_FIELDS: ReadonlySet<string> = new Set<TotalField>([
  "allowedTotal",
  "forfeitedTotal",
  "pendingTotal",
  "notMetTotal",
  "leaseCapReduction",
]);

/**
 * limit.ts `limited`'s value: `amount` (whole cents) limited to a limit L; `limitDown` is ⌊L⌋ in
 * cents. For a whole number of cents a, L < a exactly when ⌊L⌋ < a (⌊L⌋ ≤ L < a; and
 * ⌊L⌋ ≤ a − 1 gives L < ⌊L⌋ + 1 ≤ a), so the test on ⌊L⌋ is the stages' test on L (whether the
 * limit binds), and the value is then ⌊L⌋.
 */
function limited(amount: number, limitDown: number): number {
  return limitDown < amount ? limitDown : amount;
}

// ─── eligibility.ts, investment.ts ────────────────────────────────────────────────────────

/**
 * testEligibility's answer, written into one object per CentsField that every cell rewrites (a
 * grid's cells would otherwise make three objects each only to read them at once).
 */
interface Eligibility {
  /** The investment test's (s.6 a.(2)): whether the investment meets its minimum. */
  meetsMinimum: boolean;
  eligible: boolean;
  band: ProrationBand | null;
  /**
   * What base.ts takes as the credit base, eligible or not, in cents as n / d: an owner's
   * capital investment (d = 1), a tenant's represented amount.
   */
  n: number;
  d: number;
  /** An owner's: ownerTest's remembered answer for the investment (null for a tenant's). */
  counted: OwnerCounted | null;
}

function eligibilityRecord(): Eligibility {
  return { meetsMinimum: false, eligible: false, band: null, n: 0, d: 1, counted: null };
}

/** How much more than `have` the owner's minimum needs (0 once met); cents. */
function stillNeeded(have: number, ownerMinimum: number): number | undefined {
  const short = sub(ownerMinimum, have);
  return short === undefined ? undefined : Math.max(0, short);
}

/**
 * investment.ts ownerTest: the tenants' investments count only up to what is still needed.
 * Writes `out`'s meetsMinimum and represented amount; false where it cannot decide. A grid's
 * answers for its row's investments are remembered in order (WindCells.ownerTestOf).
 */
function ownerTest(inputs: WindInputs, r: WindCells, out: Eligibility): boolean {
  const counted = r.ownerTestOf(inputs.capitalInvestment, inputs.otherTenantInvestment);
  if (counted === undefined) return false;
  out.meetsMinimum = counted.meetsMinimum;
  out.n = counted.own;
  out.d = 1;
  out.counted = counted;
  return true;
}

/**
 * ownerTest's answer for one investment: the owner's own cents, and whether it meets the
 * minimum; and the last prorated amount made from it (totalCredit): `prorated` is own × the
 * share `shareIn`, rounded half-up, or undefined where that was declined. A grid's row of
 * investments meets the same band row after row (approved jobs down the grid, in bands of
 * many counts), so the product is made once per investment and band, not per cell.
 */
interface OwnerCounted {
  readonly own: number;
  readonly meetsMinimum: boolean;
  shareIn: Fraction | undefined;
  prorated: number | undefined;
}

/** ownerTest worked out for an investment and the other tenants' investment, or undefined. */
function ownerCounted(
  capital: Decimal,
  otherTenants: Decimal,
  ownerMinimum: number,
): OwnerCounted | undefined {
  const own = centsOf(capital);
  const other = centsOf(otherTenants);
  if (own === undefined || other === undefined || own < 0 || other < 0) return undefined;
  // stillNeeded and add, without their checks, which cannot fail here: with own, other and the
  // minimum safe integers of 0 or more, minimum − own is within the safe range, and counted is
  // own (when own meets the minimum) or at most the minimum.
  const needed = Math.max(0, ownerMinimum - own);
  const counted = own + Math.min(other, needed);
  return { own, meetsMinimum: counted >= ownerMinimum, shareIn: undefined, prorated: undefined };
}

/**
 * The leased share as p / q (investment.ts represent): a share s = s.n / s.d as given; areas
 * A / T with A = a.n / a.d and T = t.n / t.d as (a.n × t.d) / (a.d × t.n), so that
 * ownerTotal × A / T is ownerTotal × p / q exactly (the stages multiply before dividing).
 */
function leasedShareFraction(leased: LeasedShare): Fraction | undefined {
  if (leased.given === "share") return fractionOf(leased.share);
  const area = fractionOf(leased.leasedArea);
  const total = fractionOf(leased.totalArea);
  if (area === undefined || total === undefined) return undefined;
  const n = mul(area.n, total.d);
  const d = mul(area.d, total.n);
  return n === undefined || d === undefined || d === 0 ? undefined : { n, d };
}

/**
 * investment.ts tenantTest. With the share p / q, what the leased area represents is
 * ownerTotal × p / q, and represented = (ownerTotal × p + unallocated × q) / q cents; the
 * tenant minimum's test `represented ≥ minimum` is, multiplied by q > 0,
 * ownerTotal × p + unallocated × q ≥ minimum × q.
 */
function tenantTest(inputs: WindInputs, r: WindCells, out: Eligibility): boolean {
  // A tenant's record always has the share (inputs.ts); without it the stages throw.
  if (inputs.leasedShare === null) return false;
  const owner = centsOf(inputs.capitalInvestment);
  const own = centsOf(inputs.tenantCapitalInvestment);
  if (owner === undefined || own === undefined) return false;
  const needed = stillNeeded(owner, r.ownerMinimum);
  if (needed === undefined) return false;
  const allocated = Math.min(own, needed);
  const unallocated = own - allocated; // 0 ≤ unallocated ≤ own: exact
  const ownerTotal = add(owner, allocated);
  const share = leasedShareFraction(inputs.leasedShare);
  if (ownerTotal === undefined || share === undefined) return false;
  const leasedAreaPart = mul(ownerTotal, share.n);
  const unallocatedPart = mul(unallocated, share.d);
  const atLeast = mul(r.tenantMinimum, share.d);
  if (leasedAreaPart === undefined || unallocatedPart === undefined || atLeast === undefined)
    return false;
  const represented = add(leasedAreaPart, unallocatedPart);
  if (represented === undefined) return false;
  const ownerMeetsMinimum = ownerTotal >= r.ownerMinimum;
  const representedMeetsMinimum = represented >= atLeast;
  out.meetsMinimum = ownerMeetsMinimum && representedMeetsMinimum;
  out.n = represented;
  out.d = share.d;
  return true;
}

/**
 * eligibility.ts testEligibility: eligible when no test fails (the reasons are not needed).
 * Writes `out`; false where it cannot decide.
 */
function testEligibility(inputs: WindInputs, r: WindCells, out: Eligibility): boolean {
  // s.6 a.(2)(a) / (b)
  out.counted = null;
  const decided = inputs.role === "owner" ? ownerTest(inputs, r, out) : tenantTest(inputs, r, out);
  if (!decided) return false;
  const band = r.bandOf(inputs.approvedJobs);
  out.eligible = eligibleWith(inputs, out.meetsMinimum, band, r);
  out.band = band;
  return true;
}

/**
 * testEligibility's verdict from the investment test and the band of approved jobs: eligible
 * when no test fails. Written once, for testEligibility and ownerTotalCredit alike, so a test
 * added here applies to both. The cheap tests first: the parts are pure, so the order is speed.
 */
function eligibleWith(
  inputs: WindInputs,
  meetsMinimum: boolean,
  band: ProrationBand | null,
  r: WindCells,
): boolean {
  return band !== null && meetsMinimum && r.otherTestsPassFor(inputs);
}

/** The inputs otherTestsPass reads: where a grid varies none of them, its answer is the grid's. */
const OTHER_TEST_INPUTS: readonly (keyof WindInputs)[] = [
  "applicationDate",
  "documentationDate",
  "beipGrant",
  "brraaAssistance",
  "netPositiveBenefit",
  "netBenefit",
];

/**
 * testEligibility's deadline, other-assistance and net-benefit tests: whether none fails. Reads
 * the OTHER_TEST_INPUTS only.
 */
function otherTestsPass(inputs: WindInputs): boolean {
  // s.6 b.: ISO dates compare as text; "by" includes the day.
  const late =
    (inputs.applicationDate !== null && inputs.applicationDate > DEADLINES.application.value) ||
    (inputs.documentationDate !== null && inputs.documentationDate > DEADLINES.documentation.value);
  // s.6 a.(3)
  const otherAssistance = inputs.beipGrant || inputs.brraaAssistance;
  // s.6 a.(1): a netBenefit of 0 is no positive benefit.
  const benefitFails =
    !inputs.netPositiveBenefit || (inputs.netBenefit !== null && inputs.netBenefit.isZero());
  return !late && !otherAssistance && !benefitFails;
}

// ─── proration.ts, limit.ts ───────────────────────────────────────────────────────────────

/**
 * proration.ts totalCredit, in cents. With the base n / d and the band's share s.n / s.d, the
 * prorated amount is (n × s.n) / (d × s.d), rounded once half-up: roundHalfUpDiv. The program
 * cap and the net benefit limit bind rounded down to the cent (`limited`); netBenefit / ratio
 * with netBenefit = b.n / b.d cents and the ratio ρ.n / ρ.d is (b.n × ρ.d) / (b.d × ρ.n) cents.
 * (The stages' quotient has 200 significant digits, which decides as the exact one: decimal.ts.)
 */
function totalCredit(
  base: Eligibility,
  programCapRemaining: Decimal,
  netBenefit: Decimal | null,
  r: WindCells,
): number | undefined {
  // base.ts: no credit base when not eligible.
  const band = base.eligible ? base.band : null;
  if (band === null) return 0;
  const share = r.shareOf(band);
  if (share === undefined) return undefined;
  const counted = base.counted;
  const rounded =
    counted !== null
      ? ownerProrated(counted, share)
      : roundHalfUpProduct(base.n, share.n, base.d, share.d);
  return rounded === undefined ? undefined : limits(rounded, programCapRemaining, netBenefit, r);
}

/**
 * An owner's prorated amount: its own cents × the share, half-up (totalCredit's, with d = 1),
 * as made before for this investment and share, else made now: each made from the entry's own
 * cents and the same share object, so the same.
 */
function ownerProrated(counted: OwnerCounted, share: Fraction): number | undefined {
  if (counted.shareIn !== share) {
    counted.prorated = roundHalfUpProduct(counted.own, share.n, 1, share.d);
    counted.shareIn = share;
  }
  return counted.prorated;
}

/**
 * totalCredit's owner's answer without the Eligibility record: the same tests in the same order
 * (ownerTest, which may decline; then eligible or 0; then the share, the proration and the
 * limits), each read straight from the record. The grid field asked most, of the role asked
 * most, where writing and reading the record's fields was a measurable part of a cell.
 */
function ownerTotalCredit(inputs: WindInputs, r: WindCells): number | undefined {
  const counted = r.ownerTestOf(inputs.capitalInvestment, inputs.otherTenantInvestment);
  if (counted === undefined) return undefined;
  const band = r.bandOf(inputs.approvedJobs);
  // base.ts: no credit base when not eligible.
  if (!eligibleWith(inputs, counted.meetsMinimum, band, r)) return 0;
  // Eligible, so there is a band (eligibleWith).
  const share = r.shareOf(band as ProrationBand);
  if (share === undefined) return undefined;
  const rounded = ownerProrated(counted, share);
  return rounded === undefined
    ? undefined
    : limits(rounded, inputs.programCapRemaining, inputs.netBenefit, r);
}

/** The prorated amount limited by the program cap and the net benefit limit (totalCredit's). */
function limits(
  rounded: number,
  programCapRemaining: Decimal,
  netBenefit: Decimal | null,
  r: WindCells,
): number | undefined {
  const capLimit = r.programCapLimit(programCapRemaining);
  if (capLimit === undefined) return undefined;
  const capped = limited(rounded, capLimit);
  return netBenefit === null ? capped : netBenefitLimited(capped, netBenefit, r);
}

/** The capped amount limited by the net benefit limit (limits', apart: most grids give none). */
function netBenefitLimited(capped: number, netBenefit: Decimal, r: WindCells): number | undefined {
  const benefit = centsFractionOf(netBenefit);
  if (benefit === undefined) return undefined;
  const benefitTop = mul(benefit.n, r.netBenefitRatio.d);
  const benefitBottom = mul(benefit.d, r.netBenefitRatio.n);
  if (benefitTop === undefined || benefitBottom === undefined) return undefined;
  const benefitLimit = floorDiv(benefitTop, benefitBottom);
  return benefitLimit === undefined ? undefined : limited(capped, benefitLimit);
}

// ─── schedule.ts, index.ts yearTotals ─────────────────────────────────────────────────────

type YearTotals = Record<TotalField, number>;

const NOTHING: YearTotals = {
  allowedTotal: 0,
  forfeitedTotal: 0,
  pendingTotal: 0,
  notMetTotal: 0,
  leaseCapReduction: 0,
};

/** The periods' last days for one firstYear and month, kept while a grid's cells share them. */
interface PeriodEnds {
  firstYear: number;
  month: number;
  ends: string[];
}

/**
 * schedule.ts complianceSchedule with index.ts yearTotals: years 1–4 get ⌊total / 5⌋ (one-fifth
 * rounded down to the cent), year 5 the rest; each year's status is the first test that holds,
 * and the totals add what each status leaves. Every year's amounts are at most its scheduled
 * amount, so each running total is at most the total credit, a safe integer: `+` is exact.
 */
function complianceSchedule(
  inputs: WindInputs,
  eligible: boolean,
  band: ProrationBand | null,
  total: number,
  periodEnds: (firstYear: number, month: number) => string[],
): YearTotals | undefined {
  // Not eligible: every year is "ineligible", and allows, forfeits, holds and reduces nothing.
  if (!eligible || band === null) return NOTHING;
  const yearsCount = COMPLIANCE.years;
  const scheduled = floorDiv(total, yearsCount);
  if (scheduled === undefined) return undefined;
  const lastScheduled = total - scheduled * (yearsCount - 1); // ≤ total: exact
  const approval = inputs.documentationApprovalDate;
  // The period ends matter only to the forfeiture test, which needs the approval date.
  const ends =
    inputs.firstYear === null || approval === null
      ? null
      : periodEnds(inputs.firstYear, inputs.periodEndMonth);
  const tenant = inputs.role === "tenant";
  let allowedTotal = 0;
  let forfeitedTotal = 0;
  let pendingTotal = 0;
  let notMetTotal = 0;
  let leaseCapReduction = 0;
  for (let y = 0; y < yearsCount; y++) {
    const year = y + 1;
    const scheduledYear = year === yearsCount ? lastScheduled : scheduled;
    const required = requiredJobs(band, y);
    const employment = inputs.employment[y] ?? null;
    const leasePayments = tenant ? (inputs.leasePayments[y] ?? null) : null;
    let leaseCap: number | null = null;
    if (leasePayments !== null) {
      const down = downToCents(leasePayments);
      if (down === undefined) return undefined;
      leaseCap = down;
    }
    const wouldAllow = leaseCap !== null && leaseCap < scheduledYear ? leaseCap : scheduledYear;

    // employment < required, with employment = e.n / e.d: e.n < required × e.d.
    let notMet = false;
    if (employment !== null) {
      const e = fractionOf(employment);
      const needed = e === undefined ? undefined : mul(required, e.d);
      if (e === undefined || needed === undefined) return undefined;
      notMet = e.n < needed;
    }
    const periodEnd = ends === null ? null : ends[y];
    const forfeitureTest =
      periodEnd !== null &&
      approval !== null &&
      periodEnd > FORFEITURE.after.value &&
      approval > periodEnd;

    if (notMet) notMetTotal += scheduledYear;
    else if (forfeitureTest) {
      forfeitedTotal += wouldAllow;
      leaseCapReduction += scheduledYear - wouldAllow;
    } else if (employment === null) pendingTotal += scheduledYear;
    else if (wouldAllow < scheduledYear) {
      // lease-capped
      allowedTotal += wouldAllow;
      leaseCapReduction += scheduledYear - wouldAllow;
    } else allowedTotal += scheduledYear; // earned
  }
  return { allowedTotal, forfeitedTotal, pendingTotal, notMetTotal, leaseCapReduction };
}

// ─── the cents path ───────────────────────────────────────────────────────────────────────

/**
 * The rules in integers, with the last conversion of each input a grid's cells nearly all share
 * (the program cap, a row's approved jobs and their band) and the ownerTest of each of a row's
 * investments (ownerTestOf): one per CentsField, so per grid. Each is the conversion's own
 * answer for that value, kept while the value is the same object; even centsOf's WeakMap
 * look-up is a dear part of a cell. Written out as a method each: one generic "last answer"
 * wrapper around a function (closures kept in an object) measured 10% slower.
 */
class WindCells {
  readonly ownerMinimum: number;
  readonly tenantMinimum: number;
  readonly netBenefitRatio: Fraction;
  private readonly shares: ReadonlyMap<ProrationBand, Fraction>;
  private otherIn: Decimal | undefined;
  /** ownerTestOf's investments and answers, by position, and its cursor. */
  private readonly ownIn: Decimal[] = [];
  private readonly ownOut: (OwnerCounted | undefined)[] = [];
  private ownAt = 0;
  private capIn: Decimal | undefined;
  private capCents: number | undefined;
  private bandIn: ProrationBand | undefined;
  private bandShare: Fraction | undefined;
  private jobsIn: number | undefined;
  private jobsBand: ProrationBand | null = null;
  /**
   * Whether otherTestsPass answers the same for every record asked about: none of the inputs it
   * reads is among the record's perCell fields (each such field the same value in every record).
   */
  private readonly otherTestsFixed: boolean;
  /** otherTestsPass's answer, once asked, where otherTestsFixed. */
  private otherTestsAnswer: boolean | undefined;

  constructor(r: WindRulesInCents, perCell: readonly string[] | undefined) {
    this.ownerMinimum = r.ownerMinimum;
    this.tenantMinimum = r.tenantMinimum;
    this.netBenefitRatio = r.netBenefitRatio;
    this.shares = r.shares;
    this.otherTestsFixed =
      perCell !== undefined && !OTHER_TEST_INPUTS.some((name) => perCell.includes(name));
  }

  /** otherTestsPass(inputs): asked once per grid where no input it reads differs by cell. */
  otherTestsPassFor(inputs: WindInputs): boolean {
    if (!this.otherTestsFixed) return otherTestsPass(inputs);
    return (this.otherTestsAnswer ??= otherTestsPass(inputs));
  }

  /**
   * ownerCounted(capital, otherTenants), remembered in the order asked: a grid asks about its
   * row's values in the same order row after row (across, then down), so the answer at the
   * cursor, or else at the start, is nearly always the one for the investment asked. Each is
   * kept with the investment it was made for, compared by identity (the same Decimal object,
   * so the same value: a hit is that value's own answer), and all are for one `otherTenants`,
   * forgotten when it is another. Where the investment varies down the grid instead, every row
   * asks one value again and again: the cursor's entry is then the last one, asked again.
   */
  ownerTestOf(capital: Decimal, otherTenants: Decimal): OwnerCounted | undefined {
    // The answer at the cursor, nearly every cell's: here, where the engine compiles it into the
    // cell's code; the rest apart.
    const at = this.ownAt;
    if (otherTenants === this.otherIn && this.ownIn[at] === capital) {
      this.ownAt = at + 1;
      return this.ownOut[at];
    }
    return this.ownerTestSought(capital, otherTenants);
  }

  /** ownerTestOf where the cursor's answer is not the investment's. */
  private ownerTestSought(capital: Decimal, otherTenants: Decimal): OwnerCounted | undefined {
    if (otherTenants !== this.otherIn) {
      this.otherIn = otherTenants;
      this.ownIn.length = 0;
      this.ownOut.length = 0;
      this.ownAt = 0;
    }
    const at = this.ownAt;
    if (this.ownIn[at] === capital) {
      this.ownAt = at + 1;
      return this.ownOut[at];
    }
    if (at > 0 && this.ownIn[at - 1] === capital) return this.ownOut[at - 1];
    if (this.ownIn[0] === capital) {
      this.ownAt = 1;
      return this.ownOut[0];
    }
    const counted = ownerCounted(capital, otherTenants, this.ownerMinimum);
    // A row longer than the memory starts it again (the grid is then not kept whole, only right).
    const to = at < INVESTMENTS_KEPT ? at : 0;
    this.ownIn[to] = capital;
    this.ownOut[to] = counted;
    this.ownAt = to + 1;
    return counted;
  }

  /** downToCents(limit). */
  programCapLimit(limit: Decimal): number | undefined {
    if (limit !== this.capIn) {
      this.capCents = downToCents(limit);
      this.capIn = limit;
    }
    return this.capCents;
  }

  /** bandFor(approvedJobs): a grid's row shares its count. */
  bandOf(approvedJobs: number): ProrationBand | null {
    if (approvedJobs !== this.jobsIn) {
      this.jobsBand = bandFor(approvedJobs);
      this.jobsIn = approvedJobs;
    }
    return this.jobsBand;
  }

  /** The band's share as a fraction (rulesInCents). */
  shareOf(band: ProrationBand): Fraction | undefined {
    if (band !== this.bandIn) {
      this.bandShare = this.shares.get(band);
      this.bandIn = band;
    }
    return this.bandShare;
  }
}

/**
 * The wind schedule's CentsPath: one per prepared scenario (a grid), remembering the period
 * ends of the last firstYear and month it was asked for (a grid's cells almost always share them).
 */
export const windCents: CentsPath<WindInputs> = (perCell): CentsField<WindInputs> => {
  let last: PeriodEnds | null = null;
  const periodEnds = (firstYear: number, month: number): string[] => {
    if (last === null || last.firstYear !== firstYear || last.month !== month) {
      const ends: string[] = [];
      for (let y = 0; y < COMPLIANCE.years; y++) ends.push(periodEndDate(firstYear + y, month));
      last = { firstYear, month, ends };
    }
    return last.ends;
  };
  const rules = rulesInCents();
  const r = rules === null ? null : new WindCells(rules, perCell);
  const eligibility = eligibilityRecord();
  return (inputs, field) => {
    if (r === null) return undefined;
    // totalCredit, the field a grid most often shows, without the look-up in TOTAL_FIELDS.
    const named = field === "totalCredit" || field === "creditBase";
    const asksTotal = !named && TOTAL_FIELDS.has(field);
    if (!asksTotal && !named) return undefined;
    if (field === "totalCredit" && inputs.role === "owner") return ownerTotalCredit(inputs, r);
    if (!testEligibility(inputs, r, eligibility)) return undefined;
    if (field === "creditBase") {
      // base.ts: null when not eligible; the machine interface writes it to the cent, half-up.
      if (!eligibility.eligible) return null;
      return roundHalfUpDiv(eligibility.n, eligibility.d);
    }
    const total = totalCredit(eligibility, inputs.programCapRemaining, inputs.netBenefit, r);
    if (total === undefined) return undefined;
    if (!asksTotal) return total;
    const totals = complianceSchedule(
      inputs,
      eligibility.eligible,
      eligibility.band,
      total,
      periodEnds,
    );
    return totals === undefined ? undefined : totals[field as TotalField];
  };
};
