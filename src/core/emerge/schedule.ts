/**
 * The schedule over the eligibility period (docs/emerge.md §4; s.75 a.): the annual credit computed
 * for each year, with that year's job counts, that year's bonus (c) count (or the committed one)
 * and that calendar year's minimum wage for the c.(2) floor.
 */
import { Decimal, ZERO, displayMoney } from "../decimal";
import { InputError } from "../inputs";
import { EMERGE_STATUTE, ELIGIBILITY_PERIOD } from "../rules/emerge";
import { step, tracing, type Recorder, type Trace } from "../trace";
import { computeAnnual, minimumWageNeeded, type AnnualResult, type YearCounts } from "./annual";
import { inputsForYear, jobYears, valueForYear, type EmergeInputs } from "./inputs";
import { computePerJob, type PerJobResult } from "./perJob";

export interface ScheduleYear {
  /** Eligibility year, 1-based. */
  year: number;
  calendarYear: number | null;
  newJobs: number;
  retainedJobs: number;
  /** The per-job amount of a new and of a retained job that year (not covered by a labor harmony
   *  agreement, unless laborHarmony covers every job). */
  perJobNew: PerJobResult;
  perJobRetained: PerJobResult;
  annual: AnnualResult;
}

export interface ScheduleResult {
  years: ScheduleYear[];
  totalCredit: Decimal;
  trace: Trace;
}

/**
 * Eligibility year y's (0-based) counts as computeAnnual takes them, but for the minimum wage: that
 * year's jobs and covered jobs, and the new-job count bonus (c) uses, committedNewJobs in every
 * year when given.
 */
export function scheduleYearCounts(i: EmergeInputs, y: number): Omit<YearCounts, "minimumWage"> {
  const newJobs = valueForYear(i.newJobs, y);
  return {
    newJobs,
    retainedJobs: valueForYear(i.retainedJobs, y),
    laborHarmonyNewJobs:
      i.laborHarmonyNewJobs === undefined ? undefined : valueForYear(i.laborHarmonyNewJobs, y),
    laborHarmonyRetainedJobs:
      i.laborHarmonyRetainedJobs === undefined
        ? undefined
        : valueForYear(i.laborHarmonyRetainedJobs, y),
    newJobsForBonus: i.committedNewJobs ?? newJobs,
    newJobsSource: i.committedNewJobs !== undefined ? "committedNewJobs" : newJobsInYear(y),
  };
}

/**
 * Each year's "newJobs in year N", made once: a schedule grid asks for it in every cell. At most
 * the eligibility period's years are kept (both callers of scheduleYearCounts check the years
 * against it first).
 */
const NEW_JOBS_IN_YEAR: string[] = [];
function newJobsInYear(y: number): string {
  return (NEW_JOBS_IN_YEAR[y] ??= `newJobs in year ${y + 1}`);
}

/** `recorder` receives the schedule's steps; each year's annual result gets its own part. */
export function computeSchedule(i: EmergeInputs, recorder: Recorder = tracing()): ScheduleResult {
  const rec = recorder;
  const years = jobYears(i);
  if (years > ELIGIBILITY_PERIOD.maximumYears) {
    // parseInputs already limits lists; this guards a revised rules table.
    throw new InputError(
      "newJobs",
      `the eligibility period is at most ${ELIGIBILITY_PERIOD.maximumYears} years`,
    );
  }
  const out: ScheduleYear[] = [];
  let total = ZERO;
  for (let y = 0; y < years; y++) {
    // s.75 a.: each year's credit from that year's facts (its salaries, wages and cap).
    const inYear = inputsForYear(i, y);
    const calendarYear = i.firstYear !== undefined ? i.firstYear + y : null;
    const minimumWage =
      calendarYear !== null
        ? minimumWageNeeded(inYear, calendarYear, "firstYear", y + 1)
        : minimumWageNeeded(inYear, i.year, "year", y + 1);
    const counts = scheduleYearCounts(i, y);
    const { newJobs, retainedJobs, newJobsForBonus, newJobsSource } = counts;
    const annual = computeAnnual(inYear, { ...counts, minimumWage }, rec.part());
    const common = {
      newJobsForBonus,
      newJobsSource,
      minimumWage,
      laborHarmony: i.laborHarmony === true,
    };
    const perJobNew =
      annual.jobs.find((k) => k.jobType === "new" && k.laborHarmony === common.laborHarmony)
        ?.perJob ?? computePerJob(inYear, { ...common, jobType: "new" }, rec.part());
    const perJobRetained =
      annual.jobs.find((k) => k.jobType === "retained" && k.laborHarmony === common.laborHarmony)
        ?.perJob ?? computePerJob(inYear, { ...common, jobType: "retained" }, rec.part());
    out.push({
      year: y + 1,
      calendarYear,
      newJobs,
      retainedJobs,
      perJobNew,
      perJobRetained,
      annual,
    });
    total = total.plus(annual.annualCredit);
    if (!rec.on) continue;
    rec.record(
      step(
        "amount",
        "schedule",
        EMERGE_STATUTE,
        "a.",
        `eligibility year ${y + 1}${calendarYear !== null ? ` (${calendarYear})` : ""}`,
        true,
        annual.annualCredit,
        () =>
          `${newJobs} new and ${retainedJobs} retained full-time jobs: ${displayMoney(annual.beforeCap)} before the annual cap, credit ${displayMoney(annual.annualCredit)}`,
      ),
    );
  }
  return { years: out, totalCredit: total, trace: rec.steps };
}
