/**
 * docs/wind.md §3.4–§3.6: the credit period and its five compliance years. The credit is taken
 * for each privilege period "beginning with the privilege period or taxable year in which the
 * business is first approved ... as having met the investment capital and employment
 * qualifications" (s.6 d.): compliance year 1 is the first listed period whose employment meets
 * the first year's minimum (f.(1)); the periods before it are not begun (no credit, nothing
 * lost); compliance years 2–5 are the four periods after it, each against its own minimum.
 *
 * Years 1–4 are each scheduled one-fifth of the total rounded down to the cent, year 5 the rest
 * (s.6 a.(1), d.), so the five add up to the total exactly; each year is allowed what its own
 * tests leave:
 *
 *   status, the first that holds: ineligible; not met (employment given, below the year's
 *   minimum: 0, later years stay available); forfeited (s.6 d.: the period ends after
 *   2026-01-13 and the documentation was still unapproved at its end: 0); pending (the period's
 *   employment not given, or the credit period not begun: scheduled shown, nothing allowed yet);
 *   lease-capped (a tenant's lease payments below the scheduled fifth: allowed = lease payments,
 *   rounded down to the cent); earned (allowed = scheduled).
 *
 * The year's minimum is the authority's approved one (approvedMinimums) when given, else the
 * statutory one (s.6 f.: 100, 150, 200, 300, 300; year 5 as year 4, a.(1)) scaled by the prorated
 * minimum / 300 and rounded up to a whole employee (the formula is N.J.A.C. 19:31S-1.9's, the
 * rounding our reading).
 *
 * Fiscal-year filers: tax year Y is the corporation business tax form's year, so a period ending
 * January–June of tax year Y ends in Y + 1 (docs/wind.md §1, periodEndMonth).
 *
 * Trace: a "start" step says which period begins the credit period; a "fifths" step shows the
 * split (it takes nothing: the fifths add up to the total); each year's steps take away what the
 * year does not allow, so the applied amounts add up to the allowed total. A year met after a
 * year not met says that N.J.A.C. 19:31S-1.12(b) suspends credits until a restoration is
 * approved, and that the year is shown assuming it is.
 */
import { Decimal, ZERO, displayNumber } from "../decimal";
import { citedStep, readingCitation, yearGroup, type Recorder, type StepSource } from "../trace";
import {
  COMPLIANCE,
  CREDIT_PERIOD_START,
  FORFEITURE,
  LEASE_CAP,
  PRORATION,
  RESTORATION,
  TAX_YEAR,
  type ProrationBand,
} from "../rules/wind";
import { approvedMinimumsOf, type WindInputs } from "./inputs";
import { downToCents } from "./limit";
import { usd, windCitation, windStep } from "./steps";

export type YearStatus =
  "ineligible" | "not met" | "forfeited" | "pending" | "lease-capped" | "earned";

export interface ComplianceYear {
  /** 1..5 */
  year: number;
  /**
   * The privilege period of this compliance year: its number in the list (1 = the first listed,
   * the period of firstYear), counted on past the end of the list; null when the credit period
   * has not begun (or the facility is not eligible).
   */
  period: number | null;
  /** The period's tax year (firstYear + period − 1), or null without firstYear or a period. */
  taxYear: number | null;
  /** The last day of the period (ISO), or null without firstYear or a period. */
  periodEnd: string | null;
  /** The minimum number of new full-time employees for the year, or null without a proration step. */
  requiredJobs: number | null;
  /** Employment given for the period, or null (pending). */
  employment: Decimal | null;
  scheduled: Decimal;
  /** What the tenant's lease payments for the period allow (rounded down to the cent), or null. */
  leaseCap: Decimal | null;
  allowed: Decimal;
  status: YearStatus;
  /**
   * s.6 d.: the documentation is not yet approved (no documentationApprovalDate, with firstYear)
   * and the period ends after 2026-01-13: forfeited if it is still unapproved when the period ends.
   */
  forfeitureRisk: boolean;
  /** What the year would allow but for forfeiture (scheduled, or the lease payments when lower). */
  forfeited: Decimal;
  /** Scheduled, for a pending year; otherwise 0. */
  pending: Decimal;
  /** Scheduled, for a not-met year; otherwise 0. */
  notMet: Decimal;
  /** Lease-capped or forfeited year: scheduled less what the lease payments allow; otherwise 0. */
  leaseCapReduction: Decimal;
}

/** A listed period before the credit period began: below the first year's minimum, or blank. */
export interface NotBegunPeriod {
  period: number;
  employment: Decimal | null;
  requiredJobs: number | null;
  periodEnd: string | null;
}

export interface Schedule {
  /** What years 1–4 are each scheduled (year 5 takes the rest). */
  scheduled: Decimal;
  years: ComplianceYear[];
  /** The period of compliance year 1, or null when the credit period has not begun. */
  startPeriod: number | null;
  notBegun: NotBegunPeriod[];
}

/** R(y) = ceil(statutory minimum × prorated minimum / 300). Year index y is 0-based. */
export function requiredJobs(band: ProrationBand, y: number): number {
  return new Decimal(COMPLIANCE.employmentMinimums[y].jobs)
    .times(band.proratedMinimum)
    .dividedBy(COMPLIANCE.fullMinimum)
    .ceil()
    .toNumber();
}

/** Each band's five minimums, from the rules table alone: worked out once, as a table. */
const MINIMUMS_OF_BAND = new Map(
  PRORATION.bands.map((band) => [
    band,
    COMPLIANCE.employmentMinimums.map((_, y) => requiredJobs(band, y)),
  ]),
);

/** The five yearly minimums: the authority's approved ones, or the prorated formula's. */
export function yearlyMinimums(inputs: WindInputs, band: ProrationBand | null): (number | null)[] {
  if (inputs.approvedMinimums !== null) return [...approvedMinimumsOf(inputs.approvedMinimums)];
  if (band === null) return COMPLIANCE.employmentMinimums.map(() => null);
  return (
    MINIMUMS_OF_BAND.get(band) ?? COMPLIANCE.employmentMinimums.map((_, y) => requiredJobs(band, y))
  );
}

/**
 * The last day of the period of tax year `taxYear` ending in `month`, as ISO text (leap years
 * included). Tax year Y is the CBT-100 year: periods ending July 31 of Y to June 30 of Y + 1.
 */
export function periodEndDate(taxYear: number, month: number): string {
  const year = month >= TAX_YEAR.firstPeriodEndMonth ? taxYear : taxYear + 1;
  // Day 0 of the next month is the last day of this one.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(last).padStart(2, "0")}`;
}

/** Listed period `period` (1-based): its tax year and last day, or null without firstYear. */
function periodDates(inputs: WindInputs, period: number | null) {
  if (period === null || inputs.firstYear === null) return { taxYear: null, periodEnd: null };
  const taxYear = inputs.firstYear + period - 1;
  return { taxYear, periodEnd: periodEndDate(taxYear, inputs.periodEndMonth) };
}

/**
 * s.6 d., f.(1): the first listed period (1-based) whose employment meets the first year's
 * minimum, or null when none does (a blank period does not).
 */
export function startPeriodOf(inputs: WindInputs, firstMinimum: number | null): number | null {
  if (firstMinimum === null) return null;
  const found = inputs.employment.findIndex((e) => e !== undefined && !e.lessThan(firstMinimum));
  return found < 0 ? null : found + 1;
}

export function complianceSchedule(
  inputs: WindInputs,
  eligible: boolean,
  band: ProrationBand | null,
  total: Decimal,
  rec: Recorder,
): Schedule {
  const yearsCount = COMPLIANCE.years;
  const on = rec.on;
  // s.6 d.: the credit period begins with the first period meeting the first year's minimum.
  const minimums = yearlyMinimums(inputs, band);
  const startPeriod = eligible ? startPeriodOf(inputs, minimums[0]) : null;
  const notBegun: NotBegunPeriod[] = [];
  if (eligible) {
    const before = startPeriod === null ? inputs.employment.length : startPeriod - 1;
    for (let p = 1; p <= before; p++)
      notBegun.push({
        period: p,
        employment: inputs.employment[p - 1] ?? null,
        requiredJobs: minimums[0],
        periodEnd: periodDates(inputs, p).periodEnd,
      });
  }
  if (on)
    rec.record(
      windStep(
        "determination",
        "schedule",
        CREDIT_PERIOD_START.id,
        "start",
        CREDIT_PERIOD_START.label,
        false,
        null,
        () => {
          if (!eligible) return "not eligible: no credit period";
          const periodWords = (n: NotBegunPeriod) =>
            `period ${n.period}${n.employment === null ? " (not given)" : ` (${displayNumber(n.employment)})`}`;
          const before =
            notBegun.length === 0
              ? ""
              : `; ${notBegun.map(periodWords).join(", ")} ${notBegun.length === 1 ? "is" : "are"} before it: not begun, no credit and nothing lost`;
          if (startPeriod === null)
            return notBegun.length === 0
              ? "no employment given: the credit period has not begun, and all five compliance years are pending"
              : `no listed period's employment meets the first year's minimum of ${minimums[0]}: the credit period has not begun (${notBegun.map(periodWords).join(", ")}), and all five compliance years are pending`;
          return `period ${startPeriod} is the first whose employment, ${displayNumber(inputs.employment[startPeriod - 1]!)}, meets the first year's minimum of ${minimums[0]}: compliance year 1${before}`;
        },
      ),
    );
  // Years 1–4: one-fifth rounded down to the cent; year 5: the rest, so the five add up to the total.
  const exactFifth = total.dividedBy(yearsCount);
  const scheduled = eligible ? downToCents(exactFifth) : ZERO;
  const lastScheduled = eligible ? total.minus(scheduled.times(yearsCount - 1)) : ZERO;
  if (on)
    rec.record(
      windStep(
        "determination",
        "schedule",
        COMPLIANCE.id,
        "fifths",
        COMPLIANCE.label,
        false,
        null,
        () =>
          eligible
            ? `${usd(total)} / ${yearsCount} = ${usd(exactFifth)}` +
              (scheduled.equals(exactFifth)
                ? ` a year`
                : `, rounded down to ${usd(scheduled)} for years 1 to ${yearsCount - 1}; year ${yearsCount} gets the rest, ${usd(total)} − ${yearsCount - 1} × ${usd(scheduled)} = ${usd(lastScheduled)}`) +
              `; the ${yearsCount} years add up to the total`
            : "not eligible: nothing to schedule",
      ),
    );
  if (on && inputs.role === "owner") {
    rec.record(
      windStep(
        "limit",
        "schedule",
        LEASE_CAP.id,
        "lease",
        LEASE_CAP.label,
        false,
        null,
        "the applicant owns the facility: the lease-payment limit is a tenant's",
      ),
    );
  }

  const years: ComplianceYear[] = [];
  let earlierNotMet: number | null = null;
  for (let y = 0; y < yearsCount; y++) {
    const year = y + 1;
    const scheduledYear = year === yearsCount ? lastScheduled : scheduled;
    const minimum = COMPLIANCE.employmentMinimums[y];
    // The year's period: the start's, then the periods after it, counted on past the list.
    const period = startPeriod === null ? null : startPeriod + y;
    const { taxYear, periodEnd } = periodDates(inputs, period);
    const required = minimums[y];
    // Not eligible: no credit period; the employment shown is as listed, period by period.
    const employment =
      (eligible
        ? period === null
          ? null
          : inputs.employment[period - 1]
        : inputs.employment[y]) ?? null;
    // The lease payments rounded down to the cent: scheduled is whole cents, so they are below
    // it exactly when the payments are, and the year never exceeds the payments.
    const leasePayments =
      inputs.role === "tenant" && period !== null
        ? (inputs.leasePayments[period - 1] ?? null)
        : null;
    const leaseCap = leasePayments === null ? null : downToCents(leasePayments);
    const wouldAllow =
      leaseCap !== null && leaseCap.lessThan(scheduledYear) ? leaseCap : scheduledYear;

    // The tests of the year, each on its own; the status is the first that holds.
    const notMet = employment !== null && required !== null && employment.lessThan(required);
    const approval = inputs.documentationApprovalDate;
    const periodEndsAfter = periodEnd !== null && periodEnd > FORFEITURE.after.value;
    const forfeitureTest =
      periodEnd !== null && approval !== null && periodEndsAfter && approval > periodEnd;
    const status: YearStatus = !eligible
      ? "ineligible"
      : notMet
        ? "not met"
        : forfeitureTest
          ? "forfeited"
          : employment === null
            ? "pending"
            : wouldAllow.lessThan(scheduledYear)
              ? "lease-capped"
              : "earned";
    const allowed =
      status === "earned" ? scheduledYear : status === "lease-capped" ? wouldAllow : ZERO;
    const forfeitureRisk =
      inputs.firstYear !== null &&
      approval === null &&
      periodEndsAfter &&
      status !== "ineligible" &&
      status !== "not met";
    const met = eligible && employment !== null && !notMet;
    const restored = met && earlierNotMet !== null ? earlierNotMet : null;
    if (eligible && notMet && earlierNotMet === null) earlierNotMet = year;
    years.push({
      year,
      period,
      taxYear,
      periodEnd,
      requiredJobs: required,
      employment,
      scheduled: scheduledYear,
      leaseCap,
      allowed,
      status,
      forfeitureRisk,
      forfeited: status === "forfeited" ? wouldAllow : ZERO,
      pending: status === "pending" ? scheduledYear : ZERO,
      notMet: status === "not met" ? scheduledYear : ZERO,
      leaseCapReduction:
        status === "lease-capped" || status === "forfeited"
          ? scheduledYear.minus(wouldAllow)
          : ZERO,
    });

    // Trace of the year: employment, forfeiture, lease payments.
    if (!on) continue;
    const group = yearGroup(year);
    const label =
      period === null
        ? `year ${year}`
        : `year ${year} (period ${period}${taxYear === null ? "" : `, tax year ${taxYear}`})`;
    const requiredText =
      required === null
        ? ""
        : inputs.approvedMinimums !== null
          ? `${required} (approved by the authority)`
          : required === minimum.jobs
            ? `${required}`
            : `${required} (${minimum.jobs} × ${band!.proratedMinimum} / ${COMPLIANCE.fullMinimum}, rounded up)`;
    const employmentReason = (): string => {
      if (!eligible) return "not eligible: no credit";
      else if (period === null)
        return `the credit period has not begun: pending (${usd(scheduledYear)} scheduled, not yet earned; at least ${requiredText} needed)`;
      else if (employment === null) {
        return (
          `employment for period ${period} not given: pending (${usd(scheduledYear)} scheduled, not yet earned; at least ${requiredText} needed)` +
          (status === "forfeited" ? "; the year is forfeited (below)" : "")
        );
      } else {
        return notMet
          ? `employment ${displayNumber(employment)} is below the minimum of ${requiredText}: not met, nothing allowed this year (later years stay available)`
          : `employment ${displayNumber(employment)} is at least the minimum of ${requiredText}: met` +
              (restored === null
                ? ""
                : `; year ${restored} was not met, and ${windCitation(RESTORATION.id, RESTORATION.statute)} suspends credits until the authority approves their restoration: the year is shown as available on the assumption that it does`);
      }
    };
    const employmentTakes = status === "not met" || status === "pending";
    // The minimum's source: the statute's own number (s.6 f.), the authority's approved one, or
    // the prorated formula's rounded up to a whole employee (our reading of N.J.A.C. 19:31S-1.9).
    const approved = inputs.approvedMinimums !== null;
    const statutory = !approved && (required === null || required === minimum.jobs);
    const [minimumSource, minimumCitation]: [StepSource, string] = approved
      ? ["authority", `NJEDA, the minimums approved for the project (s.6 ${minimum.id})`]
      : statutory
        ? ["statute", windCitation(minimum.id)]
        : [
            "reading",
            readingCitation(
              `the prorated minimum rounded up to a whole employee (s.6 ${minimum.id}, N.J.A.C. 19:31S-1.9)`,
            ),
          ];
    rec.record(
      citedStep(
        "test",
        group,
        `${minimum.id} year ${year}`,
        minimumCitation,
        `${label}: ${approved ? "approved " : statutory ? "" : "prorated "}minimum of new full-time employees`,
        employmentTakes,
        employmentTakes ? scheduledYear.negated() : null,
        employmentReason,
        minimumSource,
      ),
    );

    const forfeitureReason = (): string => {
      if (!eligible) return "not eligible: no credit";
      else if (period === null) return "the credit period has not begun: nothing to forfeit yet";
      else if (periodEnd === null)
        return "firstYear not given: the forfeiture test needs the period's end";
      else if (approval === null)
        return forfeitureRisk
          ? `documentationApprovalDate not given: the period ends ${periodEnd}, after ${FORFEITURE.after.value}; the year is forfeited if the documentation is still unapproved when the period ends`
          : `documentationApprovalDate not given: not tested (the period ends ${periodEnd})`;
      else if (!periodEndsAfter)
        return `the period ends ${periodEnd}, not after ${FORFEITURE.after.value}: not forfeited`;
      else if (!forfeitureTest)
        return `the period ends ${periodEnd}, after ${FORFEITURE.after.value}, but the documentation was approved ${approval}, by its end: not forfeited`;
      else {
        return (
          `the period ends ${periodEnd}, after ${FORFEITURE.after.value}, and the documentation was still unapproved (approved ${approval})` +
          (status === "forfeited"
            ? `: ${usd(wouldAllow)} forfeited (later years stay available)`
            : ": forfeited, but the year already earns nothing (employment minimum not met)")
        );
      }
    };
    rec.record(
      windStep(
        "forfeiture",
        group,
        FORFEITURE.id,
        `forfeiture year ${year}`,
        `${label}: ${FORFEITURE.label}`,
        status === "forfeited",
        status === "forfeited" ? scheduledYear.negated() : null,
        forfeitureReason,
      ),
    );

    if (inputs.role === "tenant") {
      const leaseReason = (): string => {
        if (!eligible) return "not eligible: no credit";
        else if (leaseCap === null) return "lease payments not given: no limit applied";
        const payments =
          leasePayments !== null && !leasePayments.equals(leaseCap)
            ? `lease payments ${usd(leasePayments)} (${usd(leaseCap)} rounded down to the cent)`
            : `lease payments ${usd(leaseCap)}`;
        if (!leaseCap.lessThan(scheduledYear))
          return `${payments} are not below the scheduled ${usd(scheduledYear)}: no limit`;
        else if (status === "lease-capped")
          return `${payments} are below the scheduled ${usd(scheduledYear)}: the year is limited to them`;
        else
          return `${payments} are below the scheduled ${usd(scheduledYear)}, but the year is ${status}`;
      };
      rec.record(
        windStep(
          "limit",
          group,
          LEASE_CAP.id,
          `lease year ${year}`,
          `${label}: at most the lease payments`,
          status === "lease-capped",
          status === "lease-capped" ? leaseCap!.minus(scheduledYear) : null,
          leaseReason,
        ),
      );
    }
  }
  return { scheduled, years, startPeriod, notBegun };
}
