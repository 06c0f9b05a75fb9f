/**
 * A project's annual credit (docs/emerge.md §3; s.75 a., f., g.): a rounded per-job amount for each
 * kind of job (new or retained; covered by the labor harmony agreement or not) times its count,
 * summed, then limited by the board's annual amount (g.) when given.
 */
import { Decimal, ZERO, displayMoney, displayNumber, floorCents } from "../decimal";
import { InputError } from "../inputs";
import {
  FIRST_MINIMUM_WAGE_YEAR,
  LAST_MINIMUM_WAGE_YEAR,
  minimumWageRateFor,
} from "../minimumWage";
import { MINIMUM_WAGE_CITATION } from "../rules/minimumWage";
import { ANNUAL_CAP, EMERGE_STATUTE, JOB_TYPE_SHARE } from "../rules/emerge";
import { step, tracing, type Recorder, type Trace } from "../trace";
import type { EmergeInputs, EmergeYear, JobType } from "./inputs";
import {
  finalPerJob,
  grossPerJob,
  retentionStep,
  type GrossPerJob,
  type PerJobResult,
} from "./perJob";
import type { MinimumWageUsed } from "./wageFloor";

export interface JobKind {
  jobType: JobType;
  laborHarmony: boolean;
  count: number;
  perJob: PerJobResult;
  amount: Decimal;
}

export interface AnnualResult {
  jobs: JobKind[];
  beforeCap: Decimal;
  annualCap: Decimal | null;
  annualCredit: Decimal;
  trace: Trace;
}

/** One year's counts and context (annual mode has one; a schedule has one per year). */
export interface YearCounts {
  newJobs: number;
  retainedJobs: number;
  laborHarmonyNewJobs?: number;
  laborHarmonyRetainedJobs?: number;
  newJobsForBonus: number;
  newJobsSource: string;
  minimumWage?: MinimumWageUsed;
}

/**
 * The minimum wage the c.(2) floor needs, when lowestHourlyWage is given: minimumWage if given,
 * else the table's rate for the calendar year. Not needed (undefined) without lowestHourlyWage.
 */
export function minimumWageNeeded(
  i: EmergeYear,
  calendarYear: number | undefined,
  yearInput: "year" | "firstYear",
  eligibilityYear?: number,
): MinimumWageUsed | undefined {
  if (i.lowestHourlyWage === undefined) return undefined;
  if (i.minimumWage !== undefined) return { rate: i.minimumWage, source: "minimumWage given" };
  if (calendarYear === undefined) {
    throw new InputError(
      "year",
      `year is required with lowestHourlyWage: the wage floor (s.75 c.(2)) needs the minimum wage of a calendar year (${FIRST_MINIMUM_WAGE_YEAR}–${LAST_MINIMUM_WAGE_YEAR})${eligibilityYear !== undefined ? "; in a schedule give firstYear (each year then uses its own), or year for every year" : ""}, or give minimumWage`,
    );
  }
  const rate = minimumWageRateFor(calendarYear);
  if (rate === undefined) {
    const which =
      yearInput === "firstYear"
        ? `calendar year ${calendarYear} (eligibility year ${eligibilityYear}, from firstYear ${calendarYear - (eligibilityYear ?? 1) + 1})`
        : `year ${calendarYear}`;
    throw new InputError(
      yearInput,
      `${which} is outside the minimum wage table (${FIRST_MINIMUM_WAGE_YEAR}–${LAST_MINIMUM_WAGE_YEAR}, ${MINIMUM_WAGE_CITATION}); give minimumWage for the wage floor (s.75 c.(2))`,
    );
  }
  return { rate: rate.rate, source: `NJ minimum wage for ${calendarYear}` };
}

const S = EMERGE_STATUTE;

/**
 * Annual mode's one year: its counts as given (annual mode reads single values, so each is a
 * number), and newJobs for the new-job count bonus (c).
 */
export function annualYearCounts(i: EmergeInputs): Omit<YearCounts, "minimumWage"> {
  const newJobs = i.newJobs as number;
  return {
    newJobs,
    retainedJobs: i.retainedJobs as number,
    laborHarmonyNewJobs: i.laborHarmonyNewJobs as number | undefined,
    laborHarmonyRetainedJobs: i.laborHarmonyRetainedJobs as number | undefined,
    newJobsForBonus: newJobs,
    newJobsSource: "newJobs",
  };
}

/**
 * Covered counts for one year, checked against the totals.
 */
export function coveredCounts(
  i: Pick<EmergeInputs, "laborHarmony">,
  y: Pick<
    YearCounts,
    "newJobs" | "retainedJobs" | "laborHarmonyNewJobs" | "laborHarmonyRetainedJobs"
  >,
): { newCovered: number; retainedCovered: number } {
  if (i.laborHarmony !== undefined) {
    return i.laborHarmony
      ? { newCovered: y.newJobs, retainedCovered: y.retainedJobs }
      : { newCovered: 0, retainedCovered: 0 };
  }
  // The counts were checked against the jobs with the inputs (inputs.ts).
  const newCovered = y.laborHarmonyNewJobs ?? 0;
  const retainedCovered = y.laborHarmonyRetainedJobs ?? 0;
  return { newCovered, retainedCovered };
}

/** `recorder` receives the annual steps; each job kind's per-job result gets its own part. */
export function computeAnnual(
  i: EmergeYear,
  y: YearCounts,
  recorder: Recorder = tracing(),
): AnnualResult {
  const rec = recorder;
  const { newCovered, retainedCovered } = coveredCounts(i, y);
  const kinds: Array<{ jobType: JobType; laborHarmony: boolean; count: number }> = [
    { jobType: "new", laborHarmony: false, count: y.newJobs - newCovered },
    { jobType: "new", laborHarmony: true, count: newCovered },
    { jobType: "retained", laborHarmony: false, count: y.retainedJobs - retainedCovered },
    { jobType: "retained", laborHarmony: true, count: retainedCovered },
  ];
  // b. to e.: the gross amount per job, once for the jobs a labor harmony agreement covers and
  // once for those it does not ((j) tells them apart); f. then takes each job type's share of it.
  const grossFor = (laborHarmony: boolean): GrossPerJob =>
    (gross[laborHarmony ? 1 : 0] ??= grossPerJob(
      i,
      {
        laborHarmony,
        newJobsForBonus: y.newJobsForBonus,
        newJobsSource: y.newJobsSource,
        minimumWage: y.minimumWage,
      },
      rec.part(),
    ));
  const gross: (GrossPerJob | undefined)[] = [];
  const jobs: JobKind[] = [];
  let beforeCap = ZERO;
  for (const kind of kinds) {
    if (kind.count === 0) continue;
    const perJob = finalPerJob(grossFor(kind.laborHarmony), kind.jobType, rec.part());
    const amount = perJob.perJobCredit.times(kind.count);
    beforeCap = beforeCap.plus(amount);
    jobs.push({ ...kind, perJob, amount });
    if (!rec.on) continue;
    const share = kind.jobType === "new" ? JOB_TYPE_SHARE.new : JOB_TYPE_SHARE.retained;
    const what = `${kind.jobType} full-time jobs${kind.laborHarmony ? " covered by the labor harmony agreement" : ""}`;
    rec.record(
      step(
        "amount",
        "jobs",
        S,
        share.id,
        what,
        true,
        amount,
        () =>
          `${displayNumber(new Decimal(kind.count))} × ${displayMoney(perJob.perJobCredit)} per job = ${displayMoney(amount)}`,
      ),
    );
  }
  if (rec.on && y.retainedJobs > 0) rec.record(retentionStep("jobs", y.retainedJobs));
  if (jobs.length === 0 && rec.on) {
    rec.record(
      step(
        "test",
        "jobs",
        S,
        "a.",
        "full-time jobs",
        false,
        null,
        "no new or retained full-time jobs: no credit this year",
      ),
    );
  }
  // docs/emerge.md §3: the board's amount is taken rounded down to the cent, so the credit never
  // exceeds it (100.005 limits the credit to 100.00). The sum is in whole cents, so comparing it
  // with the rounded cap decides exactly as comparing it with the amount as given.
  const given = i.annualCap;
  const annualCap = given === undefined ? null : floorCents(given);
  const capText = (): string =>
    given === undefined || annualCap === null || given.equals(annualCap)
      ? ""
      : ` (${displayNumber(given)} as given, taken rounded down to the cent)`;
  let annualCredit = beforeCap;
  if (annualCap === null) {
    if (rec.on)
      rec.record(
        step(
          "limit",
          "annual-cap",
          S,
          ANNUAL_CAP.id,
          ANNUAL_CAP.label,
          false,
          null,
          () =>
            `no annual amount given by the board: the credit is the sum, ${displayMoney(beforeCap)}`,
        ),
      );
  } else if (beforeCap.greaterThan(annualCap)) {
    annualCredit = annualCap;
    if (rec.on)
      rec.record(
        step(
          "limit",
          "annual-cap",
          S,
          ANNUAL_CAP.id,
          ANNUAL_CAP.label,
          true,
          annualCap.minus(beforeCap),
          () =>
            `the sum ${displayMoney(beforeCap)} exceeds the board's annual amount ${displayMoney(annualCap)}${capText()}: limited to it`,
        ),
      );
  } else if (rec.on) {
    rec.record(
      step(
        "limit",
        "annual-cap",
        S,
        ANNUAL_CAP.id,
        ANNUAL_CAP.label,
        false,
        null,
        () =>
          `the sum ${displayMoney(beforeCap)} does not exceed the board's annual amount ${displayMoney(annualCap)}${capText()}`,
      ),
    );
  }
  return { jobs, beforeCap, annualCap, annualCredit, trace: rec.steps };
}
