/**
 * GRID planning: a GRID call read once — the base scenario, the two inputs it varies and their
 * values, the output — with the limits on its size and the one rule for its layout (which spill
 * cell is a label and which an amount) that the cells (grid-run.ts), the pane and the audit
 * sheet all read the spill by.
 */
import { InputError, type CalcName } from "../core";
import { canonicalName, closestName, isBlank, normalizeName, type Schema } from "../core/inputs";
import { ELIGIBILITY_PERIOD } from "../core/rules/emerge";
import { COMPLIANCE } from "../core/rules/wind";
import { merge, type NamedArg } from "./criteria";
import {
  dateSerialValue,
  headersArg,
  isDateInput,
  scalarArg,
  schemaOf,
  seriesArg,
  type ArgValue,
  type CellValue,
} from "./readers";
import { ARGUMENT_NAMES, functionSpec, type GridFunctionId, type GridOutput } from "./registry";
import { required } from "./required";

/** What a GRID call stands for: a base scenario and the two inputs it varies. */
export interface GridPlan {
  functionId: GridFunctionId;
  calc: CalcName;
  /** The result field each grid cell shows. */
  output: string;
  base: Record<string, unknown>;
  /** Canonical name of the input varied across the top row, and its values (left to right). */
  rowInput: string;
  rowValues: CellValue[];
  /** Canonical name of the input varied down the left column, and its values (top to bottom). */
  columnInput: string;
  columnValues: CellValue[];
  headers: boolean;
  argumentNames: string[];
}

/**
 * The most scenarios one GRID computes. Every function and the pane share one runtime, so a grid
 * the size of a whole-column reference (a million scenarios, minutes of work) would freeze them
 * all; 100,000 take a second or two (`npm run bench -- grid`: 10,000 in under 250 ms).
 */
export const MAX_GRID_SCENARIOS = 100_000;

/**
 * The most work one GRID does, in scenario-years: scenarios × the years each computes (1 for a
 * per-job or annual amount; a schedule's years for "total"; a wind scenario's compliance years).
 * A schedule year costs about what a per-job amount does, so the cost of a grid is its work, not
 * its scenarios: 100,000 seven-year schedules held the runtime 13–21 s. At this cap a grid is a
 * few seconds of computing at most (`npm run bench -- grid`), done in chunks that yield to the
 * event loop (cells.ts gridTableAsync), so the pane and the other functions keep answering.
 */
export const MAX_GRID_WORK = 100_000;

/**
 * The years one scenario of `calc` computes, the unit of a GRID's and a PORTFOLIO's work (see
 * MAX_GRID_WORK): wind's five compliance years; an Emerge schedule's years as the core counts
 * them, its longest per-year list (`longestList`), at most the eligibility period; one otherwise.
 */
export function yearsOfWork(calc: CalcName, longestList: number): number {
  if (calc === "wind.schedule") return COMPLIANCE.years;
  if (calc !== "emerge.schedule") return 1;
  return Math.min(Math.max(1, longestList), ELIGIBILITY_PERIOD.maximumYears);
}

/** The years one scenario of `plan` computes: its unit of work (see MAX_GRID_WORK). */
export function gridYearsPerScenario(plan: Pick<GridPlan, "calc" | "base">): number {
  // The varied values are single values, so the base's lists decide.
  let longest = 1;
  for (const value of Object.values(plan.base)) {
    if (Array.isArray(value) && value.length > longest) longest = value.length;
  }
  return yearsOfWork(plan.calc, longest);
}

/**
 * A GRID call read once: the base scenario, the two varied inputs and their values. The cell
 * function evaluates `{...base, [rowInput]: rowValues[j], [columnInput]: columnValues[i]}` for
 * every (i, j); the pane picks one cell's scenario through prepareCall's `position`.
 */
export function prepareGrid(functionId: GridFunctionId, args: ArgValue[]): GridPlan {
  const spec = functionSpec(functionId);
  const argAt = (name: string): ArgValue | undefined =>
    args[spec.arguments.findIndex((a) => a.name === name)];
  const outputArg = spec.arguments.find((a) => a.read.kind === "gridOutput")!;
  const outputs = outputArg.read.kind === "gridOutput" ? outputArg.read.outputs : [];
  const output = gridOutput(outputs, argAt("output"));
  const schema = schemaOf(output.calc);
  // The leading single-value arguments (location; role and capitalInvestment) name base inputs.
  const named: NamedArg[] = spec.arguments.flatMap((a, i): NamedArg[] =>
    a.read.kind === "scalar" ? [[a.name, a.read.input, scalarArg(a.name, args[i])]] : [],
  );
  const base = merge(output.calc, named, argAt("criteria"));
  const rowInput = gridInputName(schema, "rowInput", argAt("rowInput"), functionId);
  const columnInput = gridInputName(schema, "columnInput", argAt("columnInput"), functionId);
  if (rowInput === columnInput) {
    throw new InputError(
      "columnInput",
      `columnInput must differ from rowInput; both are ${rowInput}`,
    );
  }
  for (const [argument, input, lines] of [
    ["rowInput", rowInput, "column"],
    ["columnInput", columnInput, "row"],
  ] as const) {
    if (!output.ignores.includes(input)) continue;
    const label = (o: GridOutput) => `"${o.aliases[0] ?? o.field}"`;
    const changes = outputs.filter((o) => !o.ignores.includes(input)).map(label);
    throw new InputError(
      argument,
      `${argument}: ${input} does not change output ${label(output)}, so every ${lines} of the grid would show the same amounts; vary another input${changes.length > 0 ? `, or choose output ${changes.join(" or ")}` : ""}`,
    );
  }
  // The role argument should have given the role; in a GRID it may also be varied.
  const requiredArgument = named.some(([argument]) => argument === "role") ? "role" : null;
  required(output.calc, requiredArgument, base, {
    varied: [rowInput, columnInput],
    output: output.aliases[0] ?? output.field,
  });
  const rowValues = gridValues("rowValues", argAt("rowValues")).map((v) =>
    isDateInput(schema, rowInput) ? (dateSerialValue(v) as CellValue) : v,
  );
  const columnValues = gridValues("columnValues", argAt("columnValues")).map((v) =>
    isDateInput(schema, columnInput) ? (dateSerialValue(v) as CellValue) : v,
  );
  const scenarios = rowValues.length * columnValues.length;
  if (scenarios > MAX_GRID_SCENARIOS) {
    throw new InputError(
      rowValues.length >= columnValues.length ? "rowValues" : "columnValues",
      `a grid computes at most ${MAX_GRID_SCENARIOS.toLocaleString("en-US")} scenarios; ${rowValues.length.toLocaleString("en-US")} rowValues × ${columnValues.length.toLocaleString("en-US")} columnValues are ${scenarios.toLocaleString("en-US")}. Give fewer values, or split the grid`,
    );
  }
  const years = gridYearsPerScenario({ calc: output.calc, base });
  if (scenarios * years > MAX_GRID_WORK) {
    const n = (x: number) => x.toLocaleString("en-US");
    const what = output.calc === "wind.schedule" ? "compliance years" : "years of each schedule";
    throw new InputError(
      rowValues.length >= columnValues.length ? "rowValues" : "columnValues",
      `a grid computes at most ${n(MAX_GRID_WORK)} scenario-years (scenarios × the years each computes); ${n(rowValues.length)} rowValues × ${n(columnValues.length)} columnValues × ${years} ${what} are ${n(scenarios * years)}, so at most ${n(Math.floor(MAX_GRID_WORK / years))} scenarios of ${years} years. Give fewer values or fewer years, or split the grid`,
    );
  }
  return {
    functionId,
    calc: output.calc,
    output: output.field,
    base,
    rowInput,
    rowValues,
    columnInput,
    columnValues,
    headers: headersArg(argAt("headers")),
    argumentNames: [...ARGUMENT_NAMES[functionId]],
  };
}

/**
 * What a spilled GRID cell holds. With `headers` on, the anchor is the corner label, the rest
 * of the top row ("rowHeader") holds the rowValues, the rest of the left column
 * ("columnHeader") the columnValues, and the inner cells are amounts ("value"); with `headers`
 * off every cell is an amount and the anchor is the first scenario.
 */
export type GridCellKind = "corner" | "rowHeader" | "columnHeader" | "value";

export interface GridCell {
  kind: GridCellKind;
  /** Index into columnValues of the cell's row, or -1 (the header row). */
  row: number;
  /** Index into rowValues of the cell's column, or -1 (the header column). */
  col: number;
}

/**
 * The one rule for a GRID's layout (cells.ts lays the spill out by it, the pane and the audit
 * read it): where `position` (row and column relative to the anchor) falls. Throws an
 * InputError for a position outside the spill.
 */
export function gridCell(plan: GridPlan, position: { row: number; col: number }): GridCell {
  const offset = plan.headers ? 1 : 0;
  const row = position.row - offset;
  const col = position.col - offset;
  if (
    position.row < 0 ||
    position.col < 0 ||
    row >= plan.columnValues.length ||
    col >= plan.rowValues.length
  ) {
    throw new InputError(null, `row ${position.row}, column ${position.col} is outside the grid`);
  }
  const kind: GridCellKind =
    row < 0 && col < 0 ? "corner" : row < 0 ? "rowHeader" : col < 0 ? "columnHeader" : "value";
  return { kind, row, col };
}

export function gridCellKind(plan: GridPlan, position: { row: number; col: number }): GridCellKind {
  return gridCell(plan, position).kind;
}

/** The corner label of a GRID with headers: the input varied down, then the one across. */
export function gridCornerLabel(plan: GridPlan): string {
  return `${plan.columnInput} ↓ / ${plan.rowInput} →`;
}

/** The inputs of the amount at `row` (index into columnValues) and `col` (into rowValues). */
export function gridScenario(plan: GridPlan, row: number, col: number): Record<string, unknown> {
  return {
    ...plan.base,
    [plan.rowInput]: plan.rowValues[col],
    [plan.columnInput]: plan.columnValues[row],
  };
}

function gridOutput(outputs: readonly GridOutput[], value: ArgValue | undefined): GridOutput {
  const v = scalarArg("output", value);
  if (isBlank(v)) return outputs[0];
  const key = typeof v === "string" ? normalizeName(v) : undefined;
  const found = outputs.find(
    (o) =>
      normalizeName(o.field) === key || o.aliases.some((alias) => normalizeName(alias) === key),
  );
  if (found) return found;
  const accepted = outputs
    .map((o) => [...o.aliases, o.field].map((w) => `"${w}"`).join(" or "))
    .join("; ");
  throw new InputError(
    "output",
    `output must be one of: ${accepted}; ${typeof v === "string" ? `"${v}"` : String(v)} is not accepted`,
  );
}

function gridInputName(
  schema: Schema,
  argument: string,
  value: ArgValue | undefined,
  functionId: string,
): string {
  const v = scalarArg(argument, value);
  if (typeof v !== "string" || v.trim() === "") {
    throw new InputError(
      argument,
      `${argument} must be the name of the input to vary (e.g. "newJobs"), as text`,
    );
  }
  const canonical = canonicalName(schema, v);
  if (canonical) return canonical;
  const suggestion = closestName(v, Object.keys(schema));
  throw new InputError(
    argument,
    `${argument}: "${v}" is not an input of ${functionId}; ${suggestion ? `did you mean "${suggestion}"?` : `the inputs are: ${Object.keys(schema).join(", ")}`}`,
  );
}

function gridValues(name: string, value: ArgValue | undefined): CellValue[] {
  // Each value is one scenario's, not a year's: the core judges "1,500,000" for the input varied.
  const list = seriesArg(name, value, "list", false);
  if (list === null || (Array.isArray(list) && list.length === 0)) {
    throw new InputError(name, `${name} is empty; give a row or a column of the values to try`);
  }
  return list as CellValue[];
}
