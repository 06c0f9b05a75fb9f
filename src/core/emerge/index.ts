/**
 * The Emerge program per-job credit (P.L.2020, c.156, s.75): the three calculations the product
 * offers — one job's annual amount, a project's annual amount, and the schedule over the
 * eligibility period — from raw inputs, and their machine-interface JSON.
 */
import { formatMoney } from "../decimal";
import type { RawInputs } from "../inputs";
import type { AnnualJson, EmergeScheduleJson, PerJobJson } from "../results";
import { traceToJson, tracing, type Recorder } from "../trace";
import { annualYearCounts, computeAnnual, minimumWageNeeded, type AnnualResult } from "./annual";
import { inputsForYear, readEmergeInputs, type EmergeInputs } from "./inputs";
import { computePerJob, type PerJobResult } from "./perJob";
import { computeSchedule, type ScheduleResult } from "./schedule";

export { emergeSchema } from "./inputs";
export type { EmergeInputs } from "./inputs";
export type { PerJobResult } from "./perJob";
export type { AnnualResult } from "./annual";
export type { ScheduleResult } from "./schedule";

// The per-job and annual amounts are one year's: their inputs take one value each (a list is
// refused as a schedule's when read), so year 0's inputs are the inputs themselves.

export function perJobFromInputs(inputs: EmergeInputs, rec: Recorder = tracing()): PerJobResult {
  const i = inputsForYear(inputs, 0);
  const newJobs = i.newJobs as number;
  return computePerJob(
    i,
    {
      jobType: i.jobType,
      laborHarmony: i.laborHarmony === true,
      newJobsForBonus: newJobs,
      newJobsSource: "newJobs",
      minimumWage: minimumWageNeeded(i, i.year, "year"),
    },
    rec,
  );
}

export function computeEmergePerJob(raw: RawInputs, rec: Recorder = tracing()): PerJobResult {
  return perJobFromInputs(readEmergeInputs(raw, "perJob"), rec);
}

export function annualFromInputs(inputs: EmergeInputs, rec: Recorder = tracing()): AnnualResult {
  const i = inputsForYear(inputs, 0);
  return computeAnnual(
    i,
    { ...annualYearCounts(i), minimumWage: minimumWageNeeded(i, i.year, "year") },
    rec,
  );
}

export function computeEmergeAnnual(raw: RawInputs, rec: Recorder = tracing()): AnnualResult {
  return annualFromInputs(readEmergeInputs(raw, "annual"), rec);
}

export function computeEmergeSchedule(raw: RawInputs, rec: Recorder = tracing()): ScheduleResult {
  return computeSchedule(readEmergeInputs(raw, "schedule"), rec);
}

/** The result JSON (docs/interface.md 1.1); `withTrace` false leaves the trace out. */
export function perJobToJson(r: PerJobResult, withTrace = true): PerJobJson {
  return {
    perJobCredit: formatMoney(r.perJobCredit),
    status: r.status,
    reason: r.noCreditReason,
    jobType: r.jobType,
    laborHarmony: r.laborHarmony,
    tier: r.tier,
    base: formatMoney(r.base),
    bonusTotal: formatMoney(r.bonusTotal),
    gross: formatMoney(r.gross),
    cap: formatMoney(r.cap),
    capped: formatMoney(r.capped),
    ...(withTrace && { trace: traceToJson(r.trace) }),
  };
}

export function annualToJson(r: AnnualResult, withTrace = true): AnnualJson {
  return {
    beforeCap: formatMoney(r.beforeCap),
    annualCredit: formatMoney(r.annualCredit),
    annualCap: r.annualCap === null ? null : formatMoney(r.annualCap),
    jobs: r.jobs.map((k) => ({
      jobType: k.jobType,
      laborHarmony: k.laborHarmony,
      count: k.count,
      perJobCredit: formatMoney(k.perJob.perJobCredit),
      amount: formatMoney(k.amount),
      ...(withTrace && { trace: traceToJson(k.perJob.trace) }),
    })),
    ...(withTrace && { trace: traceToJson(r.trace) }),
  };
}

export function scheduleToJson(r: ScheduleResult, withTrace = true): EmergeScheduleJson {
  return {
    years: r.years.map((y) => ({
      year: y.year,
      calendarYear: y.calendarYear,
      newJobs: y.newJobs,
      retainedJobs: y.retainedJobs,
      perJobNew: formatMoney(y.perJobNew.perJobCredit),
      perJobRetained: formatMoney(y.perJobRetained.perJobCredit),
      beforeCap: formatMoney(y.annual.beforeCap),
      annualCap: y.annual.annualCap === null ? null : formatMoney(y.annual.annualCap),
      credit: formatMoney(y.annual.annualCredit),
    })),
    totalCredit: formatMoney(r.totalCredit),
    ...(withTrace && { trace: traceToJson(r.trace) }),
  };
}
