/**
 * wind.md §3.4–§3.6: the five compliance years. Each year is scheduled one-fifth of the total
 * (rounded to cents once, half-up; s.6 a.(1), d.) and allowed what its own tests leave:
 *
 *   status, the first that holds: ineligible; not met (employment given, below the year's
 *   minimum: 0, later years stay available); forfeited (s.6 d.: the period ends after
 *   2026-01-13 and the documentation was still unapproved at its end: 0); pending (employment
 *   not given: scheduled shown, nothing allowed yet); lease-capped (a tenant's lease payments
 *   below the scheduled fifth: allowed = lease payments); earned (allowed = scheduled).
 *
 * The year's minimum is the statutory one (s.6 f.: 100, 150, 200, 300, 300; year 5 as year 4,
 * a.(1)) scaled by the prorated minimum / 300 and rounded up to a whole employee.
 *
 * Trace: a "fifths" step carries the difference between five rounded fifths and the total; each
 * year's steps take away what the year does not allow, so the applied amounts add up to the
 * allowed total.
 */
import { Decimal, ZERO, displayNumber, roundCents } from "../decimal";
import type { TraceStep } from "../trace";
import { COMPLIANCE, FORFEITURE, LEASE_CAP, type ProrationBand } from "../rules/wind";
import type { WindInputs } from "./inputs";
import { usd, windStep } from "./steps";

export type YearStatus =
  "ineligible" | "not met" | "forfeited" | "pending" | "lease-capped" | "earned";

export interface ComplianceYear {
  /** 1..5 */
  year: number;
  /** firstYear + year − 1, or null without firstYear. */
  taxYear: number | null;
  /** The last day of the tax or privilege period (ISO), or null without firstYear. */
  periodEnd: string | null;
  /** The minimum number of new full-time employees for the year, or null without a proration step. */
  requiredJobs: number | null;
  /** Employment given for the year, or null (pending). */
  employment: Decimal | null;
  scheduled: Decimal;
  /** The tenant's lease payments for the year, or null. */
  leaseCap: Decimal | null;
  allowed: Decimal;
  status: YearStatus;
  /** What the year would allow but for forfeiture (scheduled, or the lease payments when lower). */
  forfeited: Decimal;
  /** Scheduled, for a pending year; otherwise 0. */
  pending: Decimal;
}

export interface Schedule {
  scheduled: Decimal;
  years: ComplianceYear[];
  trace: TraceStep[];
}

/** Each band's five minimums, worked out once: a band has one set whatever the inputs. */
const requiredByBand = new WeakMap<ProrationBand, number[]>();

/** R(y) = ceil(statutory minimum × prorated minimum / 300). Year index y is 0-based. */
export function requiredJobs(band: ProrationBand, y: number): number {
  let required = requiredByBand.get(band);
  if (required === undefined) {
    required = COMPLIANCE.employmentMinimums.map((minimum) =>
      new Decimal(minimum.jobs)
        .times(band.proratedMinimum)
        .dividedBy(COMPLIANCE.fullMinimum)
        .ceil()
        .toNumber(),
    );
    requiredByBand.set(band, required);
  }
  return required[y];
}

/** The last day of `month` in `year`, as ISO text (leap years included). */
export function periodEndDate(year: number, month: number): string {
  // Day 0 of the next month is the last day of this one.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(last).padStart(2, "0")}`;
}

export function complianceSchedule(
  inputs: WindInputs,
  eligible: boolean,
  band: ProrationBand | null,
  total: Decimal,
): Schedule {
  const yearsCount = COMPLIANCE.years;
  const scheduled = eligible ? roundCents(total.dividedBy(yearsCount)) : ZERO;
  const fifthsDifference = scheduled.times(yearsCount).minus(roundCents(total));
  const trace: TraceStep[] = [
    windStep(
      COMPLIANCE.id,
      "fifths",
      COMPLIANCE.label,
      eligible,
      eligible ? fifthsDifference : null,
      () =>
        eligible
          ? `${usd(total)} / ${yearsCount} = ${usd(total.dividedBy(yearsCount))}, rounded to ${usd(scheduled)} a year; ` +
            `${yearsCount} × ${usd(scheduled)} = ${usd(scheduled.times(yearsCount))}` +
            (fifthsDifference.isZero()
              ? ", the total"
              : `, ${usd(fifthsDifference.abs())} ${fifthsDifference.isPositive() ? "more" : "less"} than the total (rounding)`)
          : "not eligible: nothing to schedule",
    ),
  ];
  if (inputs.role === "owner") {
    trace.push(
      windStep(
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
  for (let y = 0; y < yearsCount; y++) {
    const year = y + 1;
    const minimum = COMPLIANCE.employmentMinimums[y];
    const taxYear = inputs.firstYear === null ? null : inputs.firstYear + y;
    const periodEnd = taxYear === null ? null : periodEndDate(taxYear, inputs.periodEndMonth);
    const required = band === null ? null : requiredJobs(band, y);
    const employment = inputs.employment[y] ?? null;
    const leaseCap = inputs.role === "tenant" ? (inputs.leasePayments[y] ?? null) : null;
    const wouldAllow = leaseCap !== null && leaseCap.lessThan(scheduled) ? leaseCap : scheduled;

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
            : wouldAllow.lessThan(scheduled)
              ? "lease-capped"
              : "earned";
    const allowed = status === "earned" ? scheduled : status === "lease-capped" ? wouldAllow : ZERO;
    years.push({
      year,
      taxYear,
      periodEnd,
      requiredJobs: required,
      employment,
      scheduled,
      leaseCap,
      allowed,
      status,
      forfeited: status === "forfeited" ? wouldAllow : ZERO,
      pending: status === "pending" ? scheduled : ZERO,
    });

    // Trace of the year: employment, forfeiture, lease payments.
    const label = taxYear === null ? `year ${year}` : `year ${year} (tax year ${taxYear})`;
    const requiredText =
      required === null
        ? ""
        : required === minimum.jobs
          ? `${required}`
          : `${required} (${minimum.jobs} × ${band!.proratedMinimum} / ${COMPLIANCE.fullMinimum}, rounded up)`;
    const employmentReason = (): string => {
      if (!eligible) return "not eligible: no credit";
      else if (employment === null) {
        return (
          `employment not given: pending (${usd(scheduled)} scheduled, not yet earned; at least ${requiredText} needed)` +
          (status === "forfeited" ? "; the year is forfeited (below)" : "")
        );
      } else {
        return notMet
          ? `employment ${displayNumber(employment)} is below the minimum of ${requiredText}: not met, nothing allowed this year (later years stay available)`
          : `employment ${displayNumber(employment)} is at least the minimum of ${requiredText}: met`;
      }
    };
    const employmentTakes = status === "not met" || status === "pending";
    trace.push(
      windStep(
        minimum.id,
        `year ${year}`,
        `${label}: ${required === minimum.jobs ? "" : "prorated "}minimum of new full-time employees`,
        employmentTakes,
        employmentTakes ? scheduled.negated() : null,
        employmentReason,
      ),
    );

    const forfeitureReason = (): string => {
      if (!eligible) return "not eligible: no credit";
      else if (periodEnd === null)
        return "firstYear not given: the forfeiture test needs the period's end";
      else if (approval === null)
        return `documentationApprovalDate not given: not tested (the period ends ${periodEnd})`;
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
    trace.push(
      windStep(
        FORFEITURE.id,
        `forfeiture year ${year}`,
        `${label}: ${FORFEITURE.label}`,
        status === "forfeited",
        status === "forfeited" ? scheduled.negated() : null,
        forfeitureReason,
      ),
    );

    if (inputs.role === "tenant") {
      const leaseReason = (): string => {
        if (!eligible) return "not eligible: no credit";
        else if (leaseCap === null) return "lease payments not given: no limit applied";
        else if (!leaseCap.lessThan(scheduled))
          return `lease payments ${usd(leaseCap)} are not below the scheduled ${usd(scheduled)}: no limit`;
        else if (status === "lease-capped")
          return `lease payments ${usd(leaseCap)} are below the scheduled ${usd(scheduled)}: the year is limited to them`;
        else
          return `lease payments ${usd(leaseCap)} are below the scheduled ${usd(scheduled)}, but the year is ${status}`;
      };
      trace.push(
        windStep(
          LEASE_CAP.id,
          `lease year ${year}`,
          `${label}: at most the lease payments`,
          status === "lease-capped",
          status === "lease-capped" ? leaseCap!.minus(scheduled) : null,
          leaseReason,
        ),
      );
    }
  }
  return { scheduled, years, trace };
}
