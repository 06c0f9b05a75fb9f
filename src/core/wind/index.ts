/**
 * The wind energy facility credit (P.L.2010, c.57, s.6; N.J.A.C. 19:31S), as docs/wind.md says:
 * inputs → eligibility → credit base → proration, rounding, program cap, net benefit limit → five
 * compliance years. For an eligible result the totals reconcile exactly: totalCredit =
 * allowedTotal + forfeitedTotal + pendingTotal + notMetTotal + leaseCapReduction.
 * `computeWindSchedule` returns Decimals and the trace; `windScheduleToJson` writes the machine
 * interface's JSON (docs/interface.md 1.1).
 */
import { Decimal, ZERO, formatMoney } from "../decimal";
import type { RawInputs } from "../inputs";
import type { WindScheduleJson } from "../results";
import { traceToJson, tracing, type Recorder, type Trace } from "../trace";
import type { ProrationBand } from "../rules/wind";
import { creditBase } from "./base";
import { testEligibility } from "./eligibility";
import { readWindInputs, type Role, type WindInputs } from "./inputs";
import type { Investment } from "./investment";
import { totalCredit } from "./proration";
import { complianceSchedule, type ComplianceYear, type NotBegunPeriod } from "./schedule";

export { windSchema } from "./inputs";
export type { Role, WindInputs } from "./inputs";
export type { ComplianceYear, YearStatus } from "./schedule";

export interface WindScheduleResult {
  role: Role;
  eligible: boolean;
  /** Citations of every failed eligibility test; empty when eligible. */
  reasons: string[];
  investment: Investment;
  approvedJobs: number;
  /** The proration step (N.J.A.C. 19:31S-1.9), or null below 150 approved jobs. */
  band: ProrationBand | null;
  /** Null when not eligible. */
  creditBase: Decimal | null;
  totalCredit: Decimal;
  /** One-fifth of the total, rounded down to the cent: what years 1–4 are scheduled (year 5 the rest). */
  scheduled: Decimal;
  /** The period of compliance year 1, or null when the credit period has not begun. */
  startPeriod: number | null;
  /** The listed periods before the credit period began. */
  notBegun: NotBegunPeriod[];
  years: ComplianceYear[];
  /** The five years' scheduled amounts: the total credit exactly (0 when not eligible). */
  scheduledTotal: Decimal;
  allowedTotal: Decimal;
  /** Over forfeited years, what each would otherwise allow (scheduled, or the lower lease payments). */
  forfeitedTotal: Decimal;
  pendingTotal: Decimal;
  notMetTotal: Decimal;
  /** Over lease-capped and forfeited years, scheduled less what the lease payments allow. */
  leaseCapReduction: Decimal;
  trace: Trace;
}

type YearTotals = Pick<
  WindScheduleResult,
  | "scheduledTotal"
  | "allowedTotal"
  | "forfeitedTotal"
  | "pendingTotal"
  | "notMetTotal"
  | "leaseCapReduction"
>;

/**
 * `total + amount`; adding a zero keeps the total (most of a year's six amounts are zero). Not
 * named `add`: decimal.ts's add (for amounts ≥ 0, summed in JS numbers while whole) is another
 * function, and this one's point is the zero it skips.
 */
function addNonZero(total: Decimal, amount: Decimal): Decimal {
  if (amount.isZero()) return total;
  return total.isZero() ? amount : total.plus(amount);
}

/** The six totals over the years, in one pass, each the exact sum of the years' amounts. */
function yearTotals(years: readonly ComplianceYear[]): YearTotals {
  let scheduledTotal = ZERO;
  let allowedTotal = ZERO;
  let forfeitedTotal = ZERO;
  let pendingTotal = ZERO;
  let notMetTotal = ZERO;
  let leaseCapReduction = ZERO;
  for (const y of years) {
    scheduledTotal = addNonZero(scheduledTotal, y.scheduled);
    allowedTotal = addNonZero(allowedTotal, y.allowed);
    forfeitedTotal = addNonZero(forfeitedTotal, y.forfeited);
    pendingTotal = addNonZero(pendingTotal, y.pending);
    notMetTotal = addNonZero(notMetTotal, y.notMet);
    leaseCapReduction = addNonZero(leaseCapReduction, y.leaseCapReduction);
  }
  return {
    scheduledTotal,
    allowedTotal,
    forfeitedTotal,
    pendingTotal,
    notMetTotal,
    leaseCapReduction,
  };
}

/** The five-year schedule of the wind credit. Throws InputError naming the input on bad input. */
export function computeWindSchedule(
  raw: RawInputs,
  recorder: Recorder = tracing(),
): WindScheduleResult {
  return windScheduleFromInputs(readWindInputs(raw), recorder);
}

/** The schedule from inputs already read; `recorder` receives every step, in order. */
export function windScheduleFromInputs(
  inputs: WindInputs,
  recorder: Recorder = tracing(),
): WindScheduleResult {
  const rec = recorder;
  const eligibility = testEligibility(inputs, rec);
  const base = creditBase(inputs, eligibility, rec);
  const total = totalCredit(
    base.base,
    eligibility.eligible ? eligibility.band : null,
    inputs.approvedJobs,
    inputs.programCapRemaining,
    inputs.netBenefit,
    rec,
  );
  const schedule = complianceSchedule(
    inputs,
    eligibility.eligible,
    eligibility.band,
    total.total,
    rec,
  );
  const years = schedule.years;
  return {
    role: inputs.role,
    eligible: eligibility.eligible,
    reasons: eligibility.reasons,
    investment: eligibility.investment,
    approvedJobs: inputs.approvedJobs,
    band: eligibility.band,
    creditBase: base.base,
    totalCredit: total.total,
    scheduled: schedule.scheduled,
    startPeriod: schedule.startPeriod,
    notBegun: schedule.notBegun,
    years,
    ...yearTotals(years),
    trace: rec.steps,
  };
}

const moneyOrNull = (d: Decimal | null) => (d === null ? null : formatMoney(d));

/** docs/interface.md 1.1: money as strings with two decimals, counts as numbers, dates ISO. */
export function windScheduleToJson(result: WindScheduleResult, withTrace = true): WindScheduleJson {
  const inv = result.investment;
  return {
    eligible: result.eligible,
    reasons: result.reasons,
    role: result.role,
    creditBase: moneyOrNull(result.creditBase),
    totalCredit: formatMoney(result.totalCredit),
    startPeriod: result.startPeriod,
    notBegun: result.notBegun.map((n) => ({
      period: n.period,
      employment: n.employment === null ? null : n.employment.toNumber(),
      requiredJobs: n.requiredJobs,
      periodEnd: n.periodEnd,
    })),
    years: result.years.map((y) => ({
      year: y.year,
      period: y.period,
      taxYear: y.taxYear,
      periodEnd: y.periodEnd,
      requiredJobs: y.requiredJobs,
      employment: y.employment === null ? null : y.employment.toNumber(),
      scheduled: formatMoney(y.scheduled),
      leaseCap: moneyOrNull(y.leaseCap),
      allowed: formatMoney(y.allowed),
      status: y.status,
      forfeitureRisk: y.forfeitureRisk,
    })),
    allowedTotal: formatMoney(result.allowedTotal),
    forfeitedTotal: formatMoney(result.forfeitedTotal),
    pendingTotal: formatMoney(result.pendingTotal),
    notMetTotal: formatMoney(result.notMetTotal),
    leaseCapReduction: formatMoney(result.leaseCapReduction),
    scheduledTotal: formatMoney(result.scheduledTotal),
    approvedJobs: result.approvedJobs,
    prorationShare: result.band === null ? null : result.band.share.value.toFixed(),
    proratedMinimum: result.band === null ? null : result.band.proratedMinimum,
    investment:
      inv.role === "owner"
        ? {
            countedTowardMinimum: formatMoney(inv.counted),
            tenantInvestmentCounted: formatMoney(inv.tenantInvestmentCounted),
          }
        : {
            ownerTotal: formatMoney(inv.ownerTotal),
            otherTenantInvestmentCounted: formatMoney(inv.fromOthers),
            tenantInvestmentAllocated: formatMoney(inv.allocated),
            tenantInvestmentNotAllocated: formatMoney(inv.unallocated),
            leasedShare: inv.share.toFixed(),
            represented: formatMoney(inv.represented),
          },
    ...(withTrace && { trace: traceToJson(result.trace) }),
  };
}
