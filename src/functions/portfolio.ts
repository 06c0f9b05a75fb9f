/**
 * NJCREDIT.PORTFOLIO / NJWIND.PORTFOLIO: a table of projects in, a row of results per project
 * out, in one call (Microsoft's guidance for custom functions: one call over an array, one
 * dynamic array back, rather than a call per row).
 *
 * The table's first row names inputs, as criteria name them (any spelling the core accepts); an
 * `id`, `name` or `project` column is echoed, not read. Every further row is one project: its
 * cells are read as criteria values are (criteria.ts mergeEntries: enums, blanks, dates, Excel
 * errors), a per-year input's years in one cell separated by ";" as `njcredit batch` reads them,
 * and the core evaluates it, as the single-cell function would. A row the core refuses shows
 * #VALUE! with the same message in each of its result cells; a blank row stays blank (a table
 * can grow); the rest compute. Rows are computed in chunks that yield to the event loop, as a
 * GRID's are (grid-run.ts), and the table's size is bounded as a GRID's work is.
 */
// ts-loader compiles only the files the bundle imports, so the runtime's global typings
// (@types/custom-functions-runtime) are referenced here.
/// <reference types="custom-functions-runtime" />
import { calculations, evaluate, InputError, internalErrorMessage, type CalcName } from "../core";
import { RESULT_COLUMNS, type ResultColumn } from "../core/columns";
import { HEADLINE } from "../core/compare";
import { canonicalName, closestName, isBlank, normalizeName } from "../core/inputs";
import { isPerYearInput, mergeEntries, type CriteriaEntry } from "./criteria";
import { valueError } from "./errors";
import { inChunks, yieldToEventLoop } from "./grid-run";
import { MAX_GRID_WORK, yearsOfWork } from "./grid";
import {
  cellValue,
  headersArg,
  isMatrix,
  scalarArg,
  schemaOf,
  widest,
  type ArgValue,
  type CellValue,
} from "./readers";
import {
  ARGUMENT_NAMES,
  functionSpec,
  type PortfolioCalc,
  type PortfolioFunctionId,
} from "./registry";
import { moneyCells, toCell, type OutCell } from "./values";

/** Column names echoed to the output rather than read as inputs (normalized). */
const ECHOED = new Set(["id", "name", "project", "projectid", "projectname"]);

/** The most work one PORTFOLIO does: a GRID's (grid.ts MAX_GRID_WORK), in project-years. */
export const MAX_PORTFOLIO_WORK = MAX_GRID_WORK;

/** A column of the table, as its header names it. */
export interface PortfolioColumn {
  /** Its place in the table (0-based). */
  index: number;
  /** The header as written. */
  header: string;
  /** An input read from each row, an id or name echoed, or a column with no header. */
  role: "input" | "echo" | "unnamed";
  /** For an input: the core's name for it. */
  input?: string;
}

/** A PORTFOLIO call read once: the calculation, the table's columns and rows, the output. */
export interface PortfolioPlan {
  functionId: PortfolioFunctionId;
  calc: CalcName;
  /** The headline field of each row's result (what the pane explains a row by). */
  output: string;
  columns: PortfolioColumn[];
  /** The result columns each row returns, in order (core/columns.ts RESULT_COLUMNS). */
  results: readonly ResultColumn<unknown>[];
  /**
   * The projects: the table's rows after the header, as Excel passed them (a cell past a row's
   * end reads as empty: cellOf). Not copied: a table of 100,000 rows is read once, by its cells.
   */
  rows: readonly unknown[][];
  headers: boolean;
  argumentNames: string[];
}

/** What a cell of the spill stands for: the header row, or project `row` (0-based). */
export type PortfolioCell = { kind: "header" } | { kind: "project"; row: number };

const TABLE_SHAPE =
  "table must be a range (or an Excel table with its header row, Table1[#All]) whose first row names inputs and each further row is one project";

/** The calculation the calc argument picks (NJCREDIT.PORTFOLIO), or the function's own. */
function calcOf(functionId: PortfolioFunctionId, args: readonly ArgValue[]): CalcName {
  const spec = functionSpec(functionId);
  const at = spec.arguments.findIndex((a) => a.read.kind === "calcChoice");
  if (at < 0) return spec.calc!;
  const read = spec.arguments[at].read as { kind: "calcChoice"; calcs: readonly PortfolioCalc[] };
  const v = scalarArg("calc", args[at]);
  if (isBlank(v)) return read.calcs[0].calc;
  const key = typeof v === "string" ? normalizeName(v) : undefined;
  const found = read.calcs.find((c) =>
    [c.word, ...c.aliases].some((w) => normalizeName(w) === key),
  );
  if (found) return found.calc;
  throw new InputError(
    "calc",
    `calc must be ${read.calcs.map((c) => `"${c.word}"`).join(", ")}; ${typeof v === "string" ? `"${v}"` : String(v)} is not accepted`,
  );
}

/** The result columns the columns argument picks, by key or header; all of them by default. */
function resultColumns(calc: CalcName, value: ArgValue | undefined): ResultColumn<unknown>[] {
  const all = RESULT_COLUMNS[calc] as readonly ResultColumn<unknown>[];
  const wanted = (isMatrix(value) ? value.flat() : [value]).filter((v) => !isBlank(v));
  if (wanted.length === 0) return [...all];
  const picked: ResultColumn<unknown>[] = [];
  for (const w of wanted) {
    const key = typeof w === "string" ? normalizeName(w) : undefined;
    const column = all.find((c) => normalizeName(c.key) === key || normalizeName(c.header) === key);
    if (!column)
      throw new InputError(
        "columns",
        `columns: ${typeof w === "string" ? `"${w}"` : String(w)} is not a result column of ${calculations[calc].what}; its columns are ${all.map((c) => `"${c.key}" (${c.header})`).join(", ")}`,
      );
    if (!picked.includes(column)) picked.push(column);
  }
  return picked;
}

/** The header row's columns: inputs, echoed columns, unnamed ones; an unknown name refused. */
function readHeader(calc: CalcName, header: readonly unknown[]): PortfolioColumn[] {
  const schema = schemaOf(calc);
  const columns = header.map((raw, index): PortfolioColumn => {
    const text = raw === null || raw === undefined ? "" : String(raw).trim();
    if (text === "") return { index, header: "", role: "unnamed" };
    if (ECHOED.has(normalizeName(text))) return { index, header: text, role: "echo" };
    const input = canonicalName(schema, text);
    if (input !== undefined) return { index, header: text, role: "input", input };
    const suggestion = closestName(text, Object.keys(schema));
    const hint =
      normalizeName(text) === "calc"
        ? "; the calc argument chooses the calculation, the same for every row"
        : suggestion
          ? `; did you mean "${suggestion}"?`
          : "";
    throw new InputError(
      "table",
      `the table's column ${index + 1}, "${text}", is not an input of ${calculations[calc].what}${hint} (the header row names inputs as criteria do; an "id" or "name" column is echoed as it is)`,
    );
  });
  // One column per input: which of two a row means would be a guess.
  const seen = new Map<string, PortfolioColumn>();
  for (const c of columns) {
    if (c.role === "unnamed") continue;
    const key = c.input ?? normalizeName(c.header);
    const earlier = seen.get(key);
    if (earlier)
      throw new InputError(
        c.input ?? "table",
        `the table names ${c.input ?? `"${c.header}"`} twice (columns ${earlier.index + 1}, "${earlier.header}", and ${c.index + 1}, "${c.header}"); give each column once`,
      );
    seen.set(key, c);
  }
  return columns;
}

/** The years one project row computes (grid.ts yearsOfWork), its longest per-year cell counted. */
function rowYears(
  calc: CalcName,
  columns: readonly PortfolioColumn[],
  row: readonly unknown[],
): number {
  let longest = 1;
  for (const c of columns) {
    const v = row[c.index];
    if (c.role === "input" && typeof v === "string")
      longest = Math.max(longest, v.split(";").length);
  }
  return yearsOfWork(calc, longest);
}

export function preparePortfolio(
  functionId: PortfolioFunctionId,
  args: readonly ArgValue[],
): PortfolioPlan {
  const spec = functionSpec(functionId);
  const argAt = (kind: string): ArgValue | undefined =>
    args[spec.arguments.findIndex((a) => a.read.kind === kind)];
  const headers = headersArg(argAt("headers"));
  const calc = calcOf(functionId, args);
  const table = argAt("table");
  if (!isMatrix(table) || table.length < 1)
    throw new InputError("table", `${TABLE_SHAPE}; got ${JSON.stringify(table ?? null)}`);
  const header = Array.isArray(table[0]) ? table[0] : [table[0]];
  const columns = readHeader(
    calc,
    Array.from({ length: widest(table) }, (_, i) => header[i] ?? null),
  );
  if (!columns.some((c) => c.role === "input"))
    throw new InputError("table", `${TABLE_SHAPE}; its first row names no input`);
  if (calc === "wind.schedule" && !columns.some((c) => c.input === "role"))
    throw new InputError(
      "role",
      'role is required: the table needs a role column, "owner" or "tenant" in each row (a tenant\'s credit computed as the owner\'s would overstate it)',
    );
  const rows = table.slice(1).map((r) => (Array.isArray(r) ? r : [r]));
  let work = 0;
  for (const row of rows) work += rowYears(calc, columns, row);
  if (work > MAX_PORTFOLIO_WORK) {
    const n = (x: number) => x.toLocaleString("en-US");
    throw new InputError(
      "table",
      `a portfolio computes at most ${n(MAX_PORTFOLIO_WORK)} project-years (projects × the years each computes, as a GRID); these ${n(rows.length)} rows are ${n(work)}. Split the table into several portfolios`,
    );
  }
  return {
    functionId,
    calc,
    output: HEADLINE[calc],
    columns,
    results: resultColumns(calc, argAt("columns")),
    rows,
    headers,
    argumentNames: [...ARGUMENT_NAMES[functionId]],
  };
}

/** Which project (or the header row) a cell of the spill is, `position` from the anchor. */
export function portfolioCell(
  plan: PortfolioPlan,
  position: { row: number; col: number },
): PortfolioCell {
  const row = position.row - (plan.headers ? 1 : 0);
  return row < 0 ? { kind: "header" } : { kind: "project", row };
}

/** A row's place in the table, for messages: the table's own row number (its header is 1). */
export const tableRow = (row: number): number => row + 2;

/** Cell `col` of project `row` (null past the row's end, as an empty cell). */
const cellOf = (plan: PortfolioPlan, row: number, col: number): unknown =>
  plan.rows[row][col] ?? null;

/** Whether a row is blank: no project (its result row is left blank). */
export function isBlankRow(plan: PortfolioPlan, row: number): boolean {
  return plan.columns.every((c) => isBlank(cellOf(plan, row, c.index) as CellValue));
}

/**
 * Project `row`'s raw inputs, as the single-cell function would have them (an InputError naming
 * the input when a cell cannot be read); null for a blank row.
 */
export function projectInputs(plan: PortfolioPlan, row: number): Record<string, unknown> | null {
  if (isBlankRow(plan, row)) return null;
  const schema = schemaOf(plan.calc);
  const at = `table row ${tableRow(row)}`;
  const entries: CriteriaEntry[] = [];
  for (const c of plan.columns) {
    const raw = cellOf(plan, row, c.index);
    if (c.role === "unnamed") {
      if (!isBlank(raw as CellValue))
        throw new InputError(
          "table",
          `${at}, column ${c.index + 1} has a value (${JSON.stringify(raw)}) but no name in the header row`,
        );
      continue;
    }
    if (c.role !== "input") continue;
    const input = c.input!;
    let value: CellValue | CellValue[] = cellValue(input, raw, ` (${at})`);
    // A per-year input's years in one cell, "100;150;200", as njcredit batch reads them.
    if (
      typeof value === "string" &&
      value.includes(";") &&
      isPerYearInput(plan.calc, schema, input)
    )
      value = value.split(";").map((s) => (s.trim() === "" ? null : s.trim()));
    entries.push({ name: c.header, canonical: input, value, where: `${at}, column "${c.header}"` });
  }
  const inputs = mergeEntries(plan.calc, [], entries, "the table");
  // Every NJWIND function needs the role (required.ts): a blank one is never the owner's.
  if (plan.calc === "wind.schedule" && isBlank(inputs.role as CellValue))
    throw new InputError(
      "role",
      `role is required: "owner" or "tenant"; ${at}'s role cell is empty`,
    );
  return inputs;
}

/** The echoed columns, then the result columns: the spill's header row. */
export function portfolioHeaders(plan: PortfolioPlan): string[] {
  return [
    ...plan.columns.filter((c) => c.role === "echo").map((c) => c.header),
    ...plan.results.map((c) => c.header),
  ];
}

/** One project's row: its echoed cells, then its results, or its error in each result cell. */
function projectRow(plan: PortfolioPlan, row: number, money: (v: unknown) => OutCell): OutCell[] {
  const echoed = plan.columns
    .filter((c) => c.role === "echo")
    .map((c) => {
      const v = cellOf(plan, row, c.index);
      return typeof v === "number" || typeof v === "string" || typeof v === "boolean"
        ? v
        : isBlank(v as CellValue)
          ? ""
          : toCell(v);
    });
  let results: OutCell[];
  try {
    const inputs = projectInputs(plan, row);
    if (inputs === null) return [...echoed, ...plan.results.map(() => "")];
    const out = evaluate(plan.calc, inputs, { trace: false });
    if (!out.ok) throw new InputError(out.error.input, out.error.message);
    const result = out.result as unknown;
    results = plan.results.map((c) => {
      const v = c.read(result);
      if (v === null) return c.absent ?? "";
      return c.kind === "money" ? money(v) : c.kind === "count" ? toCell(v, "count") : toCell(v);
    });
  } catch (err) {
    // One row's fault, even a defect, must not lose the rest of the portfolio (as batch's row).
    const e =
      err instanceof InputError
        ? valueError(err.input, err.message)
        : valueError(null, internalErrorMessage(err));
    results = plan.results.map(() => e);
  }
  return [...echoed, ...results];
}

/**
 * The portfolio's cells, in chunks that yield to Excel (grid-run.ts inChunks: the pane and the
 * other functions keep answering), stopped when Excel cancels the call.
 */
export async function portfolioTableAsync(
  plan: PortfolioPlan,
  invocation?: CustomFunctions.CancelableInvocation,
  yieldNow: () => Promise<void> = yieldToEventLoop,
): Promise<OutCell[][]> {
  const money = moneyCells();
  const out: OutCell[][] = [];
  await inChunks(
    "portfolio",
    plan.rows.length,
    // A chunk's pieces as the longest row's: a schedule's eligibility period at most.
    yearsOfWork(plan.calc, Infinity),
    (from, to) => {
      for (let r = from; r < to; r++) out.push(projectRow(plan, r, money));
    },
    invocation,
    yieldNow,
  );
  // A spill of nothing but blank rows is still the table's shape: its header row.
  return plan.headers
    ? [portfolioHeaders(plan), ...out]
    : out.length > 0
      ? out
      : [portfolioHeaders(plan).map(() => "")];
}
