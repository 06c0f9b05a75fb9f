/**
 * From core results to cells: what each function shows, built on `prepareCall` (calls.ts) and
 * the core's `evaluate`, so a cell shows exactly what the pane explains. Money arrives from the
 * core as exact two-decimal text ("3217.50") and becomes the cell's number only here, at the
 * very end; no arithmetic is done on it.
 *
 * Errors: an InputError becomes `#VALUE!` with a message naming the input (Excel shows custom
 * messages only for #VALUE! and #N/A); nothing else is ever turned into a number.
 */
// ts-loader compiles only the files the bundle imports, so the runtime's global typings
// (@types/custom-functions-runtime) are referenced here.
/// <reference types="custom-functions-runtime" />
import { evaluate, InputError, minimumWageFor, type CalcName } from "../core";
import { isBlank, parseInputs, type RawInputs } from "../core/inputs";
import { prepare, type PreparedScenario } from "../core/prepared";
import {
  gridCell,
  gridCornerLabel,
  gridScenarioError,
  gridYearsPerScenario,
  prepareCall,
  prepareGrid,
  type ArgValue,
  type FunctionId,
  type GridPlan,
} from "./calls";

/** What a spilled cell holds. Empty cells are "" (null would show as 0 in some Excel builds). */
export type OutCell = number | string | boolean | CustomFunctions.Error;

/** The message of a `#VALUE!`: the input first, then what is wrong with it. */
export function errorMessage(input: string | null, message: string): string {
  if (input === null || message.replace(/^"/, "").toLowerCase().startsWith(input.toLowerCase()))
    return message;
  return `${input}: ${message}`;
}

export function valueError(input: string | null, message: string): CustomFunctions.Error {
  return new CustomFunctions.Error(
    CustomFunctions.ErrorCode.invalidValue,
    errorMessage(input, message),
  );
}

/** Runs a function body; an InputError (or any fault) becomes a thrown #VALUE!, never a number. */
export function cell<T>(body: () => T): T {
  try {
    return body();
  } catch (err) {
    throw cellError(err);
  }
}

/** `cell` for a body that answers later: its rejection becomes the #VALUE! the same way. */
export function cellAsync<T>(body: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve) => resolve(body())).catch((err: unknown) => {
    throw cellError(err);
  });
}

function cellError(err: unknown): CustomFunctions.Error {
  if (err instanceof CustomFunctions.Error) return err;
  if (err instanceof InputError) return valueError(err.input, err.message);
  const message = err instanceof Error ? err.message : String(err);
  return valueError(null, `internal error (no result was produced): ${message}`);
}

/** The core's answer for one call, or the InputError it reported. */
function run(calc: CalcName, inputs: Record<string, unknown>): Record<string, unknown> {
  const out = evaluate(calc, inputs);
  if (!out.ok) throw new InputError(out.error.input, out.error.message);
  return out.result;
}

/** A result value as a cell: money text → number, null → "". */
function toCell(value: unknown): OutCell {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "string") return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  return JSON.stringify(value);
}

/** A single number: the field `prepareCall` says the function shows. */
export function scalarResult(functionId: FunctionId, args: ArgValue[]): number {
  const call = prepareCall(functionId, args);
  const result = run(call.calc, call.inputs);
  const value = toCell(result[call.output as string]);
  if (typeof value !== "number") {
    throw new InputError(null, `${functionId} produced no amount (${String(value)})`);
  }
  return value;
}

export const EMERGE_SCHEDULE_HEADERS = [
  "Year",
  "Calendar year",
  "New jobs",
  "Retained jobs",
  "Per new job",
  "Per retained job",
  "Before cap",
  "Annual cap",
  "Credit",
];

export const WIND_SCHEDULE_HEADERS = [
  "Year",
  "Tax year",
  "Period ends",
  "Required jobs",
  "Employment",
  "Scheduled",
  "Lease cap",
  "Allowed",
  "Status",
];

export const TRACE_HEADERS = ["Step", "Citation", "Amount", "Applied", "Why"];

function withHeaders(headers: boolean, titles: string[], rows: OutCell[][]): OutCell[][] {
  return headers ? [titles, ...rows] : rows;
}

/** NJCREDIT.SCHEDULE: one row per eligibility year, then a total row. */
export function emergeScheduleTable(args: ArgValue[], headers: boolean): OutCell[][] {
  const call = prepareCall("NJCREDIT.SCHEDULE", args);
  const result = run(call.calc, call.inputs);
  const years = result.years as Record<string, unknown>[];
  const rows = years.map((y) =>
    [
      "year",
      "calendarYear",
      "newJobs",
      "retainedJobs",
      "perJobNew",
      "perJobRetained",
      "beforeCap",
      "annualCap",
      "credit",
    ].map((field) => toCell(y[field])),
  );
  const total: OutCell[] = ["Total", "", "", "", "", "", "", "", toCell(result.totalCredit)];
  return withHeaders(headers, EMERGE_SCHEDULE_HEADERS, [...rows, total]);
}

/** NJWIND.SCHEDULE: one row per compliance year, then a total row. */
export function windScheduleTable(args: ArgValue[], headers: boolean): OutCell[][] {
  const call = prepareCall("NJWIND.SCHEDULE", args);
  const result = run(call.calc, call.inputs);
  const years = result.years as Record<string, unknown>[];
  const rows = years.map((y) =>
    [
      "year",
      "taxYear",
      "periodEnd",
      "requiredJobs",
      "employment",
      "scheduled",
      "leaseCap",
      "allowed",
      "status",
    ].map((field) => toCell(y[field])),
  );
  const total: OutCell[] = [
    "Total",
    "",
    "",
    "",
    "",
    toCell(result.scheduledTotal),
    "",
    toCell(result.allowedTotal),
    "",
  ];
  return withHeaders(headers, WIND_SCHEDULE_HEADERS, [...rows, total]);
}

/** A trace as rows (step, citation, amount, applied, why), then the result the trace leads to. */
function traceTable(
  trace: Record<string, unknown>[],
  headers: boolean,
  last: OutCell[],
): OutCell[][] {
  const rows = trace.map((s) => [
    toCell(s.label),
    toCell(s.citation),
    toCell(s.amount),
    s.applied === true,
    toCell(s.reason),
  ]);
  return withHeaders(headers, TRACE_HEADERS, [...rows, last]);
}

/** NJCREDIT.EXPLAIN: the per-job trace, ending with the per-job annual credit. */
export function emergeExplainTable(args: ArgValue[], headers: boolean): OutCell[][] {
  const call = prepareCall("NJCREDIT.EXPLAIN", args);
  const result = run(call.calc, call.inputs);
  const credit = result.status === "credit";
  return traceTable(result.trace as Record<string, unknown>[], headers, [
    "per-job annual credit",
    "P.L.2020, c.156, s.75",
    toCell(result.perJobCredit),
    credit,
    credit ? `a ${String(result.jobType)} job earns this amount each year` : "no credit",
  ]);
}

/** NJWIND.EXPLAIN: the wind trace, ending with the total credit. */
export function windExplainTable(args: ArgValue[], headers: boolean): OutCell[][] {
  const call = prepareCall("NJWIND.EXPLAIN", args);
  const result = run(call.calc, call.inputs);
  const eligible = result.eligible === true;
  const reasons = (result.reasons as string[] | undefined) ?? [];
  return traceTable(result.trace as Record<string, unknown>[], headers, [
    "total credit",
    "P.L.2010, c.57, s.6",
    toCell(result.totalCredit),
    eligible,
    eligible ? "taken in five equal annual installments" : `not eligible: ${reasons.join("; ")}`,
  ]);
}

/**
 * NJCREDIT.GRID / NJWIND.GRID: the base scenario with `rowInput` set to each of `rowValues`
 * (across) and `columnInput` to each of `columnValues` (down), like an Excel Data Table. A
 * scenario the core rejects shows #VALUE! in its own cell (with the message), so one bad value
 * does not blank the grid; when every scenario fails, the whole call fails with the first
 * message (a problem with the base scenario), so the anchor cell shows it.
 */
export function gridTable(plan: GridPlan): OutCell[][] {
  const rows: OutCell[][] = [];
  gridAmounts(plan, rows, 0, plan.rowValues.length * plan.columnValues.length);
  return gridLayout(plan, rows);
}

/**
 * The amounts of scenarios `from` to `to` (exclusive), counted across each row then down, into
 * `rows` (rows[i][j] is columnValues[i] with rowValues[j]).
 */
function gridAmounts(plan: GridPlan, rows: OutCell[][], from: number, to: number): void {
  const width = plan.rowValues.length;
  const { scenario, firstRow, firstColumn } = gridScenarios(plan);
  const inputs: RawInputs = { ...plan.base };
  for (let i = Math.floor(from / width); i * width < to; i++) {
    inputs[plan.columnInput] = plan.columnValues[i];
    const row: OutCell[] = rows[i] ?? (rows[i] = []);
    for (let j = Math.max(0, from - i * width); j < width && i * width + j < to; j++) {
      // The same two values as a cell above or to the left: the same scenario, computed once
      // (counted across then down, that cell is already done).
      const i0 = firstColumn[i];
      const j0 = firstRow[j];
      if (i0 !== i || j0 !== j) {
        row.push(rows[i0][j0]);
        continue;
      }
      inputs[plan.rowInput] = plan.rowValues[j];
      const missing = gridScenarioError(plan, inputs);
      if (missing) {
        row.push(valueError(missing.input, missing.message));
        continue;
      }
      // One number per cell: no trace is made (the pane recomputes a cell's when asked).
      const out = scenario.field([plan.columnValues[i], plan.rowValues[j]], plan.output);
      if (!out.ok) row.push(valueError(out.error.input, out.error.message));
      else {
        const value = out.value;
        // creditBase is null when the facility is not eligible: say so, never show 0.
        row.push(value === null ? "not eligible" : toCell(value));
      }
    }
  }
}

interface GridScenarios {
  /** The base parsed once; each cell parses only its two values (core/prepared.ts). */
  scenario: PreparedScenario;
  /** For each value, the index of the first value equal to it (its own when it is the first). */
  firstRow: number[];
  firstColumn: number[];
}

const gridScenarioCache = new WeakMap<GridPlan, GridScenarios>();

/** A value's identity as a raw input: its type and exact text (0 and -0 apart). */
function valueKey(value: unknown): string {
  if (typeof value === "number" && Object.is(value, -0)) return "number:-0";
  return `${typeof value}:${String(value)}`;
}

function firstIndexes(values: readonly unknown[]): number[] {
  const first = new Map<string, number>();
  return values.map((v, k) => {
    const key = valueKey(v);
    const seen = first.get(key);
    if (seen !== undefined) return seen;
    first.set(key, k);
    return k;
  });
}

function gridScenarios(plan: GridPlan): GridScenarios {
  let found = gridScenarioCache.get(plan);
  if (found === undefined) {
    found = {
      scenario: prepare(plan.calc, plan.base, [plan.columnInput, plan.rowInput]),
      firstRow: firstIndexes(plan.rowValues),
      firstColumn: firstIndexes(plan.columnValues),
    };
    gridScenarioCache.set(plan, found);
  }
  return found;
}

/**
 * Scenario-years (MAX_GRID_WORK's unit) computed between two yields to the event loop. Warm, a
 * schedule year costs 25–50 µs (`npm run bench -- grid`), so a chunk takes a few milliseconds;
 * the first chunk runs cold (the code not yet compiled) and takes ten times as long. At 250 that
 * first chunk held the runtime over 100 ms; at 100 it stays well under, with room for a laptop
 * several times slower. Yielding costs a few microseconds, so small chunks cost nothing.
 */
export const GRID_CHUNK_WORK = 100;

/** Lets the event loop run the tasks queued meanwhile (the pane, other functions, a cancel). */
export function yieldToEventLoop(): Promise<void> {
  // A MessageChannel message is a task without setTimeout's 4 ms clamp on nested timers.
  if (typeof MessageChannel === "function") {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * gridTable in chunks of GRID_CHUNK_WORK scenario-years, yielding to the event loop between
 * them, so that a long grid never holds the runtime (Excel shows #BUSY! until it answers). A
 * grid of one chunk is computed at once. When Excel cancels the call (the formula is edited or
 * deleted, or the workbook recalculates), `invocation.onCanceled` stops it before the next chunk.
 */
export async function gridTableAsync(
  plan: GridPlan,
  invocation?: CustomFunctions.CancelableInvocation,
  yieldNow: () => Promise<void> = yieldToEventLoop,
): Promise<OutCell[][]> {
  let canceled = false;
  if (invocation) invocation.onCanceled = () => (canceled = true);
  const scenarios = plan.rowValues.length * plan.columnValues.length;
  const chunk = Math.max(1, Math.floor(GRID_CHUNK_WORK / gridYearsPerScenario(plan)));
  const rows: OutCell[][] = [];
  for (let from = 0; from < scenarios; from += chunk) {
    if (from > 0) await yieldNow();
    if (canceled) {
      throw new CustomFunctions.Error(
        CustomFunctions.ErrorCode.notAvailable,
        "the grid was canceled before it finished",
      );
    }
    gridAmounts(plan, rows, from, Math.min(scenarios, from + chunk));
  }
  return gridLayout(plan, rows);
}

/** The amounts laid out with their headers (or, when every scenario fails, the first error). */
function gridLayout(plan: GridPlan, rows: OutCell[][]): OutCell[][] {
  const first = rows[0]?.[0];
  if (
    first instanceof CustomFunctions.Error &&
    rows.every((row) => row.every((c) => c instanceof CustomFunctions.Error))
  ) {
    throw first;
  }
  if (!plan.headers) return rows;
  // Laid out by gridCell, the rule the task pane and the audit sheet read the spill by.
  return Array.from({ length: plan.columnValues.length + 1 }, (_, row) =>
    Array.from({ length: plan.rowValues.length + 1 }, (_, col): OutCell => {
      const at = gridCell(plan, { row, col });
      switch (at.kind) {
        case "corner":
          return gridCornerLabel(plan);
        case "rowHeader":
          return headerCell(plan.rowValues[at.col]);
        case "columnHeader":
          return headerCell(plan.columnValues[at.row]);
        case "value":
          return rows[at.row][at.col];
      }
    }),
  );
}

/**
 * A varied value as its header. An empty cell among the values is a scenario too (the input not
 * given: no annual cap, no salary test), so its amounts are computed; its header says so, where
 * an empty header would leave a column of amounts that seems to belong to nothing.
 */
export const NOT_GIVEN_HEADER = "(not given)";

function headerCell(value: unknown): OutCell {
  return isBlank(value) ? NOT_GIVEN_HEADER : toCell(value);
}

/** The GRID functions as Excel calls them: a Promise, computed in chunks, cancelable. */
export function gridAsync(
  functionId: "NJCREDIT.GRID" | "NJWIND.GRID",
  args: ArgValue[],
  invocation?: CustomFunctions.CancelableInvocation,
): Promise<OutCell[][]> {
  return cellAsync(() => gridTableAsync(prepareGrid(functionId, args), invocation));
}

const YEAR_SCHEMA = {
  year: { kind: { kind: "whole" as const }, description: "calendar year" },
};

/** NJCREDIT.MINWAGE: the minimum wage the wage floor uses for a calendar year. */
export function minimumWage(year: ArgValue): number {
  const parsed = parseInputs(
    YEAR_SCHEMA,
    { year: Array.isArray(year) && year.length === 1 && year[0].length === 1 ? year[0][0] : year },
    "NJCREDIT.MINWAGE",
  );
  const y = parsed.get("year");
  if (typeof y !== "number")
    throw new InputError("year", "year is required: the calendar year, e.g. 2025");
  return minimumWageFor(y, "year").toNumber();
}
