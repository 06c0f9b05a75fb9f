/**
 * The wind energy facility credit (P.L.2010, c.57, s.6; N.J.A.C. 19:31S), as wind.md says:
 * inputs → eligibility → credit base → proration, rounding, program cap → five compliance years.
 * `computeWindSchedule` returns Decimals and the trace; `windScheduleToJson` writes the machine
 * interface's JSON (interface.md 1.1).
 */
import { Decimal, ZERO, formatMoney } from "../decimal";
import type { RawInputs } from "../inputs";
import { traceToJson, type Trace } from "../trace";
import type { ProrationBand } from "../rules/wind";
import { creditBase } from "./base";
import { testEligibility } from "./eligibility";
import { readWindInputs, type Role } from "./inputs";
import type { Investment } from "./investment";
import { totalCredit } from "./proration";
import { complianceSchedule, type ComplianceYear } from "./schedule";

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
  /** One-fifth of the total, rounded to cents: what each year is scheduled. */
  scheduled: Decimal;
  years: ComplianceYear[];
  /** Five scheduled fifths (may differ from the total by up to 2 cents of rounding). */
  scheduledTotal: Decimal;
  allowedTotal: Decimal;
  forfeitedTotal: Decimal;
  pendingTotal: Decimal;
  trace: Trace;
}

function sum(values: Decimal[]): Decimal {
  return values.reduce((a, b) => a.plus(b), ZERO);
}

/** The five-year schedule of the wind credit. Throws InputError naming the input on bad input. */
export function computeWindSchedule(raw: RawInputs): WindScheduleResult {
  const inputs = readWindInputs(raw);
  const eligibility = testEligibility(inputs);
  const base = creditBase(inputs, eligibility);
  const total = totalCredit(
    base.base,
    eligibility.eligible ? eligibility.band : null,
    inputs.approvedJobs,
    inputs.programCapRemaining,
  );
  const schedule = complianceSchedule(inputs, eligibility.eligible, eligibility.band, total.total);
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
    years,
    scheduledTotal: sum(years.map((y) => y.scheduled)),
    allowedTotal: sum(years.map((y) => y.allowed)),
    forfeitedTotal: sum(years.map((y) => y.forfeited)),
    pendingTotal: sum(years.map((y) => y.pending)),
    trace: [...eligibility.trace, base.trace, ...total.trace, ...schedule.trace],
  };
}

const moneyOrNull = (d: Decimal | null) => (d === null ? null : formatMoney(d));

/** interface.md 1.1: money as strings with two decimals, counts as numbers, dates ISO. */
export function windScheduleToJson(
  result: WindScheduleResult,
  withTrace = true,
): Record<string, unknown> {
  const inv = result.investment;
  return {
    eligible: result.eligible,
    reasons: result.reasons,
    role: result.role,
    creditBase: moneyOrNull(result.creditBase),
    totalCredit: formatMoney(result.totalCredit),
    years: result.years.map((y) => ({
      year: y.year,
      taxYear: y.taxYear,
      periodEnd: y.periodEnd,
      requiredJobs: y.requiredJobs,
      employment: y.employment === null ? null : y.employment.toNumber(),
      scheduled: formatMoney(y.scheduled),
      leaseCap: moneyOrNull(y.leaseCap),
      allowed: formatMoney(y.allowed),
      status: y.status,
    })),
    allowedTotal: formatMoney(result.allowedTotal),
    forfeitedTotal: formatMoney(result.forfeitedTotal),
    pendingTotal: formatMoney(result.pendingTotal),
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
            tenantInvestmentAllocated: formatMoney(inv.allocated),
            tenantInvestmentNotAllocated: formatMoney(inv.unallocated),
            leasedShare: inv.share.toFixed(),
            represented: formatMoney(inv.represented),
          },
    ...(withTrace && { trace: traceToJson(result.trace) }),
  };
}
