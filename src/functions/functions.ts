/**
 * The Excel custom functions. Each is a thin adapter: its JSDoc is the metadata Excel shows in
 * autocomplete (custom-functions-metadata-plugin generates functions.json from it and appends
 * the CustomFunctions.associate calls at build time), and its body hands the arguments to
 * cells.ts, which goes through prepareCall (calls.ts) and the core's evaluate.
 *
 * Parameter types are `unknown` (metadata type "any") so that empty cells arrive as null and
 * text, numbers and booleans reach the core as typed; the core says what is accepted. No
 * function is volatile and none calls Excel.run: the same arguments always give the same cells.
 *
 * The two GRID functions answer with a Promise and are `@cancelable`: a grid is computed in
 * chunks that yield to the event loop (cells.ts gridTableAsync), so a large one never holds the
 * runtime the task pane and every other function share; Excel shows #BUSY! meanwhile, and the
 * CancelableInvocation Excel passes last stops the work when the result is no longer wanted.
 */
// ts-loader compiles only the files the bundle imports, so the runtime's global typings
// (@types/custom-functions-runtime) are referenced here.
/// <reference types="custom-functions-runtime" />
import { headersArg, type ArgValue } from "./calls";
import {
  cell,
  emergeExplainTable,
  emergeScheduleTable,
  gridAsync,
  minimumWage,
  scalarResult,
  windExplainTable,
  windScheduleTable,
} from "./cells";

const args = (...values: unknown[]): ArgValue[] => values as ArgValue[];

/**
 * Emerge per-job annual credit for one full-time job (P.L.2020, c.156, s.75): base amount by location, bonuses, cap, salary reduction, half for a retained job.
 * @customfunction NJCREDIT.PERJOB
 * @helpurl https://localhost:3000/help.html#njcredit-perjob
 * @param location Where the facility is: "grm", "enhanced", "distressed", "qoz", "corridor" or "other" (long forms such as "enhanced area" work too).
 * @param [jobType] "new" (the default) or "retained"; a retained job earns half the amount.
 * @param [criteria] Other inputs as a two-column range of name/value rows, e.g. {"smallBusiness",TRUE;"newJobs",300}; names as in the help page.
 * @returns The per-job annual credit in dollars.
 */
export function perJob(location: unknown, jobType?: unknown, criteria?: unknown[][]): number {
  return cell(() => scalarResult("NJCREDIT.PERJOB", args(location, jobType, criteria)));
}

/**
 * Emerge annual credit for a project (P.L.2020, c.156, s.75 a., f., g.): each per-job amount times its job count, summed, then the annual cap if given.
 * @customfunction NJCREDIT.ANNUAL
 * @helpurl https://localhost:3000/help.html#njcredit-annual
 * @param location Where the facility is: "grm", "enhanced", "distressed", "qoz", "corridor" or "other".
 * @param newJobs Number of new full-time jobs, required (a whole number, 0 for none; it also sets the large-project bonus).
 * @param [retainedJobs] Number of retained full-time jobs (a whole number; default 0).
 * @param [criteria] Other inputs as a two-column range of name/value rows, e.g. {"annualCap",1000000}.
 * @returns The project's annual credit in dollars.
 */
export function annual(
  location: unknown,
  newJobs: unknown,
  retainedJobs?: unknown,
  criteria?: unknown[][],
): number {
  return cell(() =>
    scalarResult("NJCREDIT.ANNUAL", args(location, newJobs, retainedJobs, criteria)),
  );
}

/**
 * Emerge credit for each year of the eligibility period (up to 7 years), as a spilled table with a total row.
 * @customfunction NJCREDIT.SCHEDULE
 * @helpurl https://localhost:3000/help.html#njcredit-schedule
 * @param location Where the facility is: "grm", "enhanced", "distressed", "qoz", "corridor" or "other".
 * @param newJobsByYear New full-time jobs per year, required: a row or column with one count per year (up to 7; the schedule has as many years as the longest list), or one count for every year.
 * @param [retainedJobsByYear] Retained full-time jobs per year: a row or column with one count per year, or one count for every year (default 0).
 * @param [criteria] Other inputs as a two-column range of name/value rows, e.g. {"firstYear",2025;"smallBusiness",TRUE}.
 * @param [headers] TRUE (the default) for a header row above the table; FALSE for the figures only.
 * @returns A table: year, calendar year, new and retained jobs, per-job amounts, amount before cap, cap and credit.
 */
export function schedule(
  location: unknown,
  newJobsByYear: unknown[][],
  retainedJobsByYear?: unknown[][],
  criteria?: unknown[][],
  headers?: unknown,
): unknown[][] {
  return cell(() =>
    emergeScheduleTable(
      args(location, newJobsByYear, retainedJobsByYear, criteria, headers),
      headersArg(headers as ArgValue),
    ),
  );
}

/**
 * How the Emerge per-job credit is computed: every step of the statute, applied or not, with its citation, amount and reason, as a spilled table.
 * @customfunction NJCREDIT.EXPLAIN
 * @helpurl https://localhost:3000/help.html#njcredit-explain
 * @param location Where the facility is: "grm", "enhanced", "distressed", "qoz", "corridor" or "other".
 * @param [jobType] "new" (the default) or "retained".
 * @param [criteria] Other inputs as a two-column range of name/value rows, e.g. {"smallBusiness",TRUE;"newJobs",300}.
 * @param [headers] TRUE (the default) for a header row above the table; FALSE for the steps only.
 * @returns A table of steps: step, citation, amount, applied, why; the last row is the per-job credit.
 */
export function explain(
  location: unknown,
  jobType?: unknown,
  criteria?: unknown[][],
  headers?: unknown,
): unknown[][] {
  return cell(() =>
    emergeExplainTable(args(location, jobType, criteria, headers), headersArg(headers as ArgValue)),
  );
}

/**
 * Emerge sensitivity grid: a base scenario with one input varied across a row of values and another down a column, all in one call (Excel Data Tables do not work with custom functions).
 * @customfunction NJCREDIT.GRID
 * @helpurl https://localhost:3000/help.html#njcredit-grid
 * @param location Where the facility is in the base scenario: "grm", "enhanced", "distressed", "qoz", "corridor" or "other".
 * @param criteria The rest of the base scenario as a two-column range of name/value rows (may be empty).
 * @param rowInput Name of the input varied across the top row, e.g. "newJobs" (any input, including "location").
 * @param rowValues The values of rowInput to try, as a row or column; they become the grid's columns.
 * @param columnInput Name of the input varied down the left column, e.g. "projectMedianSalary".
 * @param columnValues The values of columnInput to try, as a row or column; they become the grid's rows.
 * @param [output] What each cell shows: "perJob" (per-job credit, the default), "annual" (annual credit), "beforeCap" (annual, before the cap) or "total" (schedule total).
 * @param [headers] TRUE (the default) to label the grid with the varied values; FALSE for the figures only.
 * @returns A grid of amounts, one per pair of values; a rejected pair shows #VALUE! with the reason.
 * @cancelable
 */
export function creditGrid(
  location: unknown,
  criteria: unknown[][],
  rowInput: unknown,
  rowValues: unknown[][],
  columnInput: unknown,
  columnValues: unknown[][],
  output?: unknown,
  headers?: unknown,
  invocation?: CustomFunctions.CancelableInvocation,
): Promise<unknown[][]> {
  return gridAsync(
    "NJCREDIT.GRID",
    args(location, criteria, rowInput, rowValues, columnInput, columnValues, output, headers),
    invocation,
  );
}

/**
 * New Jersey minimum wage for a calendar year (N.J.S.A. 34:11-56a4): the rate the Emerge wage floor uses, the last rate in force that year.
 * @customfunction NJCREDIT.MINWAGE
 * @helpurl https://localhost:3000/help.html#njcredit-minwage
 * @param year Calendar year, 2019 to 2026 (e.g. 2025).
 * @returns The hourly minimum wage in dollars.
 */
export function minWage(year: unknown): number {
  return cell(() => minimumWage(year as ArgValue));
}

/**
 * Wind energy facility credit for each of the five compliance years (P.L.2010, c.57, s.6), as a spilled table with a total row.
 * @customfunction NJWIND.SCHEDULE
 * @helpurl https://localhost:3000/help.html#njwind-schedule
 * @param role "owner" if the business owns the facility, "tenant" if it leases space in it.
 * @param capitalInvestment Qualifying capital investment in dollars (owner: its own; tenant: the owner's).
 * @param employment New full-time employees in compliance years 1 to 5, as a row or column (years left empty are pending).
 * @param [criteria] Other inputs as a two-column range of name/value rows, e.g. {"approvedJobs",300;"firstYear",2026}.
 * @param [headers] TRUE (the default) for a header row above the table; FALSE for the figures only.
 * @returns A table: year, tax year, period ends, required jobs, employment, scheduled, lease cap, allowed, status.
 */
export function windSchedule(
  role: unknown,
  capitalInvestment: unknown,
  employment: unknown[][],
  criteria?: unknown[][],
  headers?: unknown,
): unknown[][] {
  return cell(() =>
    windScheduleTable(
      args(role, capitalInvestment, employment, criteria, headers),
      headersArg(headers as ArgValue),
    ),
  );
}

/**
 * Wind energy facility credit: the total credit amount (P.L.2010, c.57, s.6), before the yearly employment tests.
 * @customfunction NJWIND.CREDIT
 * @helpurl https://localhost:3000/help.html#njwind-credit
 * @param role "owner" if the business owns the facility, "tenant" if it leases space in it.
 * @param capitalInvestment Qualifying capital investment in dollars (owner: its own; tenant: the owner's).
 * @param [employment] New full-time employees in compliance years 1 to 5, as a row or column (optional: checked, but the total does not depend on it).
 * @param [criteria] Other inputs as a two-column range of name/value rows, e.g. {"approvedJobs",300}.
 * @returns The total credit in dollars (0 when the facility is not eligible).
 */
export function windCredit(
  role: unknown,
  capitalInvestment: unknown,
  employment?: unknown[][],
  criteria?: unknown[][],
): number {
  return cell(() =>
    scalarResult("NJWIND.CREDIT", args(role, capitalInvestment, employment, criteria)),
  );
}

/**
 * How the wind energy facility credit is computed: every eligibility test and step with its citation, amount and reason, as a spilled table.
 * @customfunction NJWIND.EXPLAIN
 * @helpurl https://localhost:3000/help.html#njwind-explain
 * @param role "owner" if the business owns the facility, "tenant" if it leases space in it.
 * @param capitalInvestment Qualifying capital investment in dollars (owner: its own; tenant: the owner's).
 * @param [employment] New full-time employees in compliance years 1 to 5, as a row or column.
 * @param [criteria] Other inputs as a two-column range of name/value rows, e.g. {"approvedJobs",300}.
 * @param [headers] TRUE (the default) for a header row above the table; FALSE for the steps only.
 * @returns A table of steps: step, citation, amount, applied, why; the last row is the total credit.
 */
export function windExplain(
  role: unknown,
  capitalInvestment: unknown,
  employment?: unknown[][],
  criteria?: unknown[][],
  headers?: unknown,
): unknown[][] {
  return cell(() =>
    windExplainTable(
      args(role, capitalInvestment, employment, criteria, headers),
      headersArg(headers as ArgValue),
    ),
  );
}

/**
 * Wind credit sensitivity grid: a base scenario with one input varied across a row of values and another down a column, all in one call.
 * @customfunction NJWIND.GRID
 * @helpurl https://localhost:3000/help.html#njwind-grid
 * @param role "owner" or "tenant" in the base scenario.
 * @param capitalInvestment Qualifying capital investment in dollars in the base scenario.
 * @param criteria The rest of the base scenario as a two-column range of name/value rows (may be empty).
 * @param rowInput Name of the input varied across the top row, e.g. "capitalInvestment".
 * @param rowValues The values of rowInput to try, as a row or column; they become the grid's columns.
 * @param columnInput Name of the input varied down the left column, e.g. "approvedJobs".
 * @param columnValues The values of columnInput to try, as a row or column; they become the grid's rows.
 * @param [output] What each cell shows: "totalCredit" (the default), "allowedTotal", "forfeitedTotal", "pendingTotal", "notMetTotal", "leaseCapReduction" or "creditBase".
 * @param [headers] TRUE (the default) to label the grid with the varied values; FALSE for the figures only.
 * @returns A grid of amounts, one per pair of values; a rejected pair shows #VALUE! with the reason.
 * @cancelable
 */
export function windGrid(
  role: unknown,
  capitalInvestment: unknown,
  criteria: unknown[][],
  rowInput: unknown,
  rowValues: unknown[][],
  columnInput: unknown,
  columnValues: unknown[][],
  output?: unknown,
  headers?: unknown,
  invocation?: CustomFunctions.CancelableInvocation,
): Promise<unknown[][]> {
  return gridAsync(
    "NJWIND.GRID",
    args(
      role,
      capitalInvestment,
      criteria,
      rowInput,
      rowValues,
      columnInput,
      columnValues,
      output,
      headers,
    ),
    invocation,
  );
}
