/**
 * From core results to cells: what each function shows, built on `prepareCall` (prepare.ts) and
 * the core's `evaluate`, so a cell shows exactly what the pane explains. Each entry point below
 * is what one body of functions.ts calls; the registry (registry.ts) says which calculation and
 * which result field. Money becomes a number (or a formatted number) only at the very end
 * (values.ts); no arithmetic is done on it.
 */
// ts-loader compiles only the files the bundle imports, so the runtime's global typings
// (@types/custom-functions-runtime) are referenced here.
/// <reference types="custom-functions-runtime" />
import { evaluate, InputError, minimumWageFor, type CalcName } from "../core";
import { compare } from "../core/compare";
import {
  BRIDGE_TABLE,
  EMERGE_YEAR_TABLE,
  pickColumns,
  TRACE_TABLE,
  WIND_YEAR_TABLE,
  spilledColumns,
  type ColumnKind,
  type ResultColumn,
  type ResultTable,
} from "../core/columns";
import { parseInputs } from "../core/inputs";
import { prepare } from "../core/prepared";
import type {
  EmergeScheduleJson,
  EvalError,
  TraceStepJson,
  WindScheduleJson,
} from "../core/results";
import { emergeAwardEntity, windAwardEntity, type AwardEntity } from "./entity";
import { cell, cellAsync } from "./errors";
import { prepareGrid } from "./grid";
import { gridTableAsync } from "./grid-run";
import { portfolioTableAsync, preparePortfolio } from "./portfolio";
import { prepareCall, prepareComparison, type PreparedCall } from "./prepare";
import { headersArg, scalarArg, type ArgValue } from "./readers";
import {
  functionSpec,
  type FunctionId,
  type GridFunctionId,
  type PortfolioFunctionId,
} from "./registry";
import { withArgumentContext } from "./required";
import { hostTakesDataTypes, toCell, type OutCell, type ValueKind } from "./values";

export { cell, cellAsync, errorMessage, valueError } from "./errors";
export {
  GRID_CHUNK_MS,
  GRID_CHUNK_WORK,
  gridClock,
  NOT_GIVEN_HEADER,
  gridTable,
  gridTableAsync,
  yieldToEventLoop,
} from "./grid-run";
export type { OutCell } from "./values";

/** The InputError the core reported, with the call's context (which argument, which cell). */
function callError(call: PreparedCall, error: EvalError["error"]): InputError {
  const args = functionSpec(call.functionId as FunctionId).arguments;
  const e = withArgumentContext(error, call.inputs, args);
  return new InputError(e.input, e.message);
}

/**
 * The core's answer for one call, or the InputError it reported. With `trace` false (a cell that
 * shows amounts, not steps) the stages record nothing, as in a grid.
 */
function run(call: PreparedCall, trace: boolean): Record<string, unknown> {
  const out = evaluate(call.calc, call.inputs, { trace });
  if (out.ok) return out.result;
  throw callError(call, out.error);
}

/**
 * A single amount: the field the registry says the function shows, computed as a grid cell's is
 * (core/prepared.ts `field`: the stages without the trace, the field's money text). It spares the
 * trace and the whole result's JSON, not the per-call parse.
 */
export function scalarResult(functionId: FunctionId, args: ArgValue[]): OutCell {
  const call = prepareCall(functionId, args);
  const out = prepare(call.calc, call.inputs, []).field([], call.output as string);
  if (!out.ok) throw callError(call, out.error);
  const value = toCell(out.value, "money");
  if (typeof value !== "number" && (typeof value !== "object" || !("basicValue" in value))) {
    throw new InputError(null, `${functionId} produced no amount (${String(value)})`);
  }
  return value;
}

/** How a column of the core's descriptors (core/columns.ts) reads in a cell (values.ts). */
function valueKind(kind: ColumnKind): ValueKind {
  return kind === "money" ? "money" : kind === "count" ? "count" : "plain";
}

/**
 * A result table as the core describes it (core/columns.ts: one header wording per column,
 * everywhere): every column, so a spill keeps its shape whatever was given, then the total rows.
 */
function describedTable<Result, Row>(
  table: ResultTable<Result, Row>,
  columns: readonly ResultColumn<Row>[],
  result: Result,
  headers: boolean,
): OutCell[][] {
  const rows = table
    .rows(result)
    .map((row) => columns.map((c) => toCell(c.read(row), valueKind(c.kind))));
  const totals = table.totals.map((t) =>
    columns.map((c, i): OutCell => {
      const cellOf = t.cells[c.key];
      if (cellOf) return toCell(cellOf(result), valueKind(c.kind));
      return i === 0 ? t.label : "";
    }),
  );
  return withHeaders(
    headers,
    columns.map((c) => c.header),
    [...rows, ...totals],
  );
}

// The schedules' headers are for the tests and the workbook templates; marked pure, so that
// functions.js, where nothing reads them, leaves them out.
export const EMERGE_SCHEDULE_HEADERS = /* @__PURE__ */ EMERGE_YEAR_TABLE.columns.map(
  (c) => c.header,
);
export const WIND_SCHEDULE_HEADERS = /* @__PURE__ */ spilledColumns(WIND_YEAR_TABLE).map(
  (c) => c.header,
);
/** The trace columns a spilled EXPLAIN shows, in its order. */
export const TRACE_COLUMNS = pickColumns(TRACE_TABLE, [
  "label",
  "citation",
  "sourceWords",
  "amount",
  "applied",
  "reason",
]);
export const TRACE_HEADERS = TRACE_COLUMNS.map((c) => c.header);

function withHeaders(headers: boolean, titles: string[], rows: OutCell[][]): OutCell[][] {
  return headers ? [titles, ...rows] : rows;
}

/** NJCREDIT.SCHEDULE: one row per eligibility year, then a total row. */
export function emergeScheduleTable(args: ArgValue[], headers: boolean): OutCell[][] {
  const result = run(
    prepareCall("NJCREDIT.SCHEDULE", args),
    false,
  ) as unknown as EmergeScheduleJson;
  return describedTable(EMERGE_YEAR_TABLE, EMERGE_YEAR_TABLE.columns, result, headers);
}

/** NJWIND.SCHEDULE: one row per compliance year, then a total row. */
export function windScheduleTable(args: ArgValue[], headers: boolean): OutCell[][] {
  const result = run(prepareCall("NJWIND.SCHEDULE", args), false) as unknown as WindScheduleJson;
  return describedTable(WIND_YEAR_TABLE, spilledColumns(WIND_YEAR_TABLE), result, headers);
}

/**
 * A trace as rows (TRACE_COLUMNS: step, citation, source, amount, applied, reason), then the
 * result it leads to, its cells by column key (a column it does not fill is left empty).
 */
function traceTable(
  trace: Record<string, unknown>[],
  headers: boolean,
  last: Readonly<Record<string, OutCell>>,
): OutCell[][] {
  const rows = describedTable(
    TRACE_TABLE,
    TRACE_COLUMNS,
    { trace: trace as unknown as TraceStepJson[] },
    false,
  ).map((row) => row.map((c, i) => (TRACE_COLUMNS[i].key === "applied" ? c === true : c)));
  const lastRow = TRACE_COLUMNS.map((c) => last[c.key] ?? "");
  return withHeaders(headers, TRACE_HEADERS, [...rows, lastRow]);
}

/** NJCREDIT.EXPLAIN: the per-job trace, ending with the per-job annual credit. */
export function emergeExplainTable(args: ArgValue[], headers: boolean): OutCell[][] {
  const result = run(prepareCall("NJCREDIT.EXPLAIN", args), true);
  const credit = result.status === "credit";
  return traceTable(result.trace as Record<string, unknown>[], headers, {
    label: "per-job annual credit",
    citation: "P.L.2020, c.156, s.75",
    amount: toCell(result.perJobCredit, "money"),
    applied: credit,
    reason: credit ? `a ${String(result.jobType)} job earns this amount each year` : "no credit",
  });
}

/** NJWIND.EXPLAIN: the wind trace, ending with the total credit. */
export function windExplainTable(args: ArgValue[], headers: boolean): OutCell[][] {
  const result = run(prepareCall("NJWIND.EXPLAIN", args), true);
  const eligible = result.eligible === true;
  const reasons = (result.reasons as string[] | undefined) ?? [];
  return traceTable(result.trace as Record<string, unknown>[], headers, {
    label: "total credit",
    citation: "P.L.2010, c.57, s.6",
    amount: toCell(result.totalCredit, "money"),
    applied: eligible,
    reason: eligible
      ? "taken one-fifth a period over five periods, from the first period meeting the first year's minimum"
      : `not eligible: ${reasons.join("; ")}`,
  });
}

/** The GRID functions as Excel calls them: a Promise, computed in chunks, cancelable. */
export function gridAsync(
  functionId: GridFunctionId,
  args: readonly unknown[],
  invocation?: CustomFunctions.CancelableInvocation,
): Promise<OutCell[][]> {
  return cellAsync(() => gridTableAsync(prepareGrid(functionId, args as ArgValue[]), invocation));
}

/** The PORTFOLIO functions as Excel calls them: a Promise, computed in chunks, cancelable. */
export function portfolioAsync(
  functionId: PortfolioFunctionId,
  args: readonly unknown[],
  invocation?: CustomFunctions.CancelableInvocation,
): Promise<OutCell[][]> {
  return cellAsync(() =>
    portfolioTableAsync(preparePortfolio(functionId, args as ArgValue[]), invocation),
  );
}

const YEAR_SCHEMA = {
  year: { kind: { kind: "whole" as const }, description: "calendar year" },
};

/** NJCREDIT.MINWAGE: the minimum wage the wage floor uses for a calendar year. */
export function minimumWage(year: ArgValue): number {
  const parsed = parseInputs(YEAR_SCHEMA, { year: scalarArg("year", year) }, "NJCREDIT.MINWAGE");
  const y = parsed.get("year");
  if (typeof y !== "number")
    throw new InputError("year", "year is required: the calendar year, e.g. 2025");
  return minimumWageFor(y, "year").toNumber();
}

/**
 * NJCREDIT.COMPARE / NJWIND.COMPARE: the bridge from scenario a's amount to b's (core/compare.ts:
 * one row per step whose amount differs, adding up to b − a), then a, b and b − a. An input
 * error names the scenario it is in: a's as any call's, b's as "in the compared scenario".
 */
export function comparisonTable(
  functionId: FunctionId,
  args: ArgValue[],
  headers: boolean,
): OutCell[][] {
  const { a, b } = prepareComparison(functionId, args);
  const out = compare(a.calc, a.inputs, b);
  if (!out.ok) {
    const e = callError(a, out.error);
    if (out.side !== "b") throw e;
    throw new InputError(e.input, `in the compared scenario (a with changes): ${e.message}`);
  }
  return describedTable(BRIDGE_TABLE, BRIDGE_TABLE.columns, out.result, headers);
}

const AWARD_ENTITIES: Partial<Record<CalcName, (r: Record<string, unknown>) => AwardEntity>> = {
  "emerge.annual": emergeAwardEntity,
  "wind.schedule": windAwardEntity,
};

/** NJCREDIT.AWARD / NJWIND.AWARD: the award as an entity, or its headline number without 1.4. */
export function awardResult(functionId: FunctionId, args: ArgValue[]): AwardEntity | number {
  const call = prepareCall(functionId, args);
  // The card shows the steps: traced.
  const result = run(call, true);
  const headline = result[call.output as string];
  if (typeof headline !== "string") {
    throw new InputError(null, `${functionId} produced no amount (${String(headline)})`);
  }
  const entity = AWARD_ENTITIES[call.calc];
  if (!entity || !hostTakesDataTypes()) return Number(headline);
  return entity(result);
}

const TABLES: Readonly<Record<string, (args: ArgValue[], headers: boolean) => OutCell[][]>> = {
  "NJCREDIT.SCHEDULE": emergeScheduleTable,
  "NJCREDIT.EXPLAIN": emergeExplainTable,
  "NJWIND.SCHEDULE": windScheduleTable,
  "NJWIND.EXPLAIN": windExplainTable,
  "NJCREDIT.COMPARE": (args, headers) => comparisonTable("NJCREDIT.COMPARE", args, headers),
  "NJWIND.COMPARE": (args, headers) => comparisonTable("NJWIND.COMPARE", args, headers),
};

/**
 * A function's cell, as the registry declares what it shows: the body of every function in
 * functions.ts but the GRIDs (gridAsync). An error is a thrown #VALUE!, never a number.
 */
export function invoke(functionId: FunctionId, ...args: unknown[]): unknown {
  const values = args as ArgValue[];
  return cell(() => {
    const spec = functionSpec(functionId);
    switch (spec.shows) {
      case "amount":
        return scalarResult(functionId, values);
      case "entity":
        return awardResult(functionId, values);
      case "minimumWage": {
        const rate = minimumWage(values[0]);
        return hostTakesDataTypes() ? toCell(rate, "money") : rate;
      }
      case "table":
      case "comparison": {
        const at = spec.arguments.findIndex((a) => a.read.kind === "headers");
        return TABLES[functionId](values, headersArg(values[at]));
      }
      case "grid":
      case "portfolio":
        throw new InputError(
          null,
          `${functionId} answers with a Promise: call it through ${spec.shows}Async`,
        );
    }
  });
}
