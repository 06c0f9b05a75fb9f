/**
 * From Excel arguments to core inputs: the one place that knows how each function's arguments
 * (numbers, booleans, text, empty cells as null, ranges as matrices, dates as serials) become the
 * raw inputs of a core calculation. The cells (functions.ts) and the explanation pane both go
 * through `prepareCall`, so a cell and its explanation can never disagree.
 *
 * Nothing here computes a credit or judges a value: names and values are passed to the core,
 * which validates them and answers with an InputError naming the input. This module only reads
 * the shape of what Excel passed (which orientation the criteria take, whether a list is a row or
 * a column) and reports shape problems as InputErrors naming the argument.
 */
import { calculations, InputError, type CalcName } from "../core";
import { Decimal } from "../core/decimal";
import { canonicalName, closestName, isBlank, normalizeName, type Schema } from "../core/inputs";
import { ELIGIBILITY_PERIOD } from "../core/rules/emerge";
import { COMPLIANCE } from "../core/rules/wind";

export type CellValue = number | string | boolean | null;
export type ArgValue = CellValue | CellValue[][];
export type { CalcName };

export const FUNCTION_IDS = [
  "NJCREDIT.PERJOB",
  "NJCREDIT.ANNUAL",
  "NJCREDIT.SCHEDULE",
  "NJCREDIT.EXPLAIN",
  "NJCREDIT.GRID",
  "NJCREDIT.MINWAGE",
  "NJWIND.SCHEDULE",
  "NJWIND.CREDIT",
  "NJWIND.EXPLAIN",
  "NJWIND.GRID",
] as const;
export type FunctionId = (typeof FUNCTION_IDS)[number];

/** Each function's arguments, in order, as functions.json names them. */
export const ARGUMENT_NAMES: Readonly<Record<FunctionId, readonly string[]>> = {
  "NJCREDIT.PERJOB": ["location", "jobType", "criteria"],
  "NJCREDIT.ANNUAL": ["location", "newJobs", "retainedJobs", "criteria"],
  "NJCREDIT.SCHEDULE": ["location", "newJobsByYear", "retainedJobsByYear", "criteria", "headers"],
  "NJCREDIT.EXPLAIN": ["location", "jobType", "criteria", "headers"],
  "NJCREDIT.GRID": [
    "location",
    "criteria",
    "rowInput",
    "rowValues",
    "columnInput",
    "columnValues",
    "output",
    "headers",
  ],
  "NJCREDIT.MINWAGE": ["year"],
  "NJWIND.SCHEDULE": ["role", "capitalInvestment", "employment", "criteria", "headers"],
  "NJWIND.CREDIT": ["role", "capitalInvestment", "employment", "criteria"],
  "NJWIND.EXPLAIN": ["role", "capitalInvestment", "employment", "criteria", "headers"],
  "NJWIND.GRID": [
    "role",
    "capitalInvestment",
    "criteria",
    "rowInput",
    "rowValues",
    "columnInput",
    "columnValues",
    "output",
    "headers",
  ],
};

export interface PreparedCall {
  functionId: string;
  calc: CalcName;
  /** Raw core inputs (canonical names → values as Excel gave them; lists as arrays). */
  inputs: Record<string, unknown>;
  argumentNames: string[];
  /** The result field the cell shows ("perJobCredit", "years", "trace", …). */
  output?: string;
}

/** What a GRID call stands for: a base scenario and the two inputs it varies. */
export interface GridPlan {
  functionId: "NJCREDIT.GRID" | "NJWIND.GRID";
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

/** GRID outputs: the words a user may give → the calculation and the result field shown. */
interface GridOutput {
  calc: CalcName;
  field: string;
  aliases: readonly string[];
  /**
   * Inputs the calculation accepts (criteria are shared between functions) but that never change
   * this field. Varied in a GRID, each would give identical columns or rows that look like a
   * finding ("the cap makes no difference"); prepareGrid refuses them, naming an output they do
   * change. test/functions checks every entry against the core.
   */
  ignores: readonly string[];
}

/** Emerge inputs only a schedule reads (the calendar years, the count bonus (c) uses). */
const SCHEDULE_ONLY = ["firstYear", "committedNewJobs"];
/** Wind inputs only the compliance years read, not the credit base or total (s.6 b.–d.). */
const COMPLIANCE_ONLY = [
  "employment",
  "leasePayments",
  "firstYear",
  "periodEndMonth",
  "documentationApprovalDate",
];

export const EMERGE_GRID_OUTPUTS: readonly GridOutput[] = [
  {
    calc: "emerge.perJob",
    field: "perJobCredit",
    aliases: ["perJob"],
    ignores: [
      "retainedJobs",
      "laborHarmonyNewJobs",
      "laborHarmonyRetainedJobs",
      "annualCap",
      ...SCHEDULE_ONLY,
    ],
  },
  {
    calc: "emerge.annual",
    field: "annualCredit",
    aliases: ["annual"],
    ignores: ["jobType", ...SCHEDULE_ONLY],
  },
  {
    calc: "emerge.annual",
    field: "beforeCap",
    aliases: [],
    ignores: ["jobType", "annualCap", ...SCHEDULE_ONLY],
  },
  {
    calc: "emerge.schedule",
    field: "totalCredit",
    aliases: ["total", "schedule"],
    ignores: ["jobType"],
  },
];

export const WIND_GRID_OUTPUTS: readonly GridOutput[] = [
  {
    calc: "wind.schedule",
    field: "totalCredit",
    aliases: ["total", "credit"],
    ignores: COMPLIANCE_ONLY,
  },
  { calc: "wind.schedule", field: "allowedTotal", aliases: ["allowed"], ignores: [] },
  { calc: "wind.schedule", field: "forfeitedTotal", aliases: ["forfeited"], ignores: [] },
  { calc: "wind.schedule", field: "pendingTotal", aliases: ["pending"], ignores: [] },
  { calc: "wind.schedule", field: "notMetTotal", aliases: ["notMet"], ignores: [] },
  { calc: "wind.schedule", field: "leaseCapReduction", aliases: [], ignores: [] },
  {
    calc: "wind.schedule",
    field: "creditBase",
    aliases: ["base"],
    ignores: [...COMPLIANCE_ONLY, "programCapRemaining", "netBenefit"],
  },
];

/** The function id as the metadata spells it, or an InputError. */
export function functionIdOf(functionId: string): FunctionId {
  const id = functionId.trim().toUpperCase();
  if ((FUNCTION_IDS as readonly string[]).includes(id)) return id as FunctionId;
  throw new InputError(
    null,
    `${functionId} is not a function of this add-in; they are ${FUNCTION_IDS.join(", ")}`,
  );
}

/**
 * The core inputs a call stands for; `position` = {row, col} of a spill child relative to the
 * anchor (for GRID it picks that cell's scenario; other functions compute one calculation for
 * the whole spill and ignore it). Throws InputError naming the input.
 */
export function prepareCall(
  functionId: string,
  args: ArgValue[],
  position?: { row: number; col: number },
): PreparedCall {
  const id = functionIdOf(functionId);
  const a = (i: number): ArgValue | undefined => args[i];
  const argumentNames = [...ARGUMENT_NAMES[id]];
  const call = (calc: CalcName, inputs: Record<string, unknown>, output: string): PreparedCall => ({
    functionId: id,
    calc,
    inputs,
    argumentNames,
    output,
  });
  switch (id) {
    case "NJCREDIT.PERJOB":
      return call(
        "emerge.perJob",
        merge(
          "emerge.perJob",
          [
            ["location", "location", scalarArg("location", a(0))],
            ["jobType", "jobType", scalarArg("jobType", a(1))],
          ],
          a(2),
        ),
        "perJobCredit",
      );
    case "NJCREDIT.EXPLAIN":
      headersArg(a(3));
      return call(
        "emerge.perJob",
        merge(
          "emerge.perJob",
          [
            ["location", "location", scalarArg("location", a(0))],
            ["jobType", "jobType", scalarArg("jobType", a(1))],
          ],
          a(2),
        ),
        "trace",
      );
    case "NJCREDIT.ANNUAL":
      return call(
        "emerge.annual",
        required(
          "emerge.annual",
          "newJobs",
          merge(
            "emerge.annual",
            [
              ["location", "location", scalarArg("location", a(0))],
              ["newJobs", "newJobs", scalarArg("newJobs", a(1))],
              ["retainedJobs", "retainedJobs", scalarArg("retainedJobs", a(2))],
            ],
            a(3),
          ),
        ),
        "annualCredit",
      );
    case "NJCREDIT.SCHEDULE":
      headersArg(a(4));
      return call(
        "emerge.schedule",
        required(
          "emerge.schedule",
          "newJobsByYear",
          merge(
            "emerge.schedule",
            [
              ["location", "location", scalarArg("location", a(0))],
              ["newJobsByYear", "newJobs", seriesArg("newJobsByYear", a(1), "series")],
              [
                "retainedJobsByYear",
                "retainedJobs",
                seriesArg("retainedJobsByYear", a(2), "series"),
              ],
            ],
            a(3),
          ),
        ),
        "years",
      );
    case "NJCREDIT.MINWAGE":
      throw new InputError(
        null,
        "NJCREDIT.MINWAGE looks a year up in the minimum wage table (N.J.S.A. 34:11-56a4); it has no calculation to explain",
      );
    case "NJWIND.SCHEDULE":
    case "NJWIND.CREDIT":
    case "NJWIND.EXPLAIN":
      if (id !== "NJWIND.CREDIT") headersArg(a(4));
      return call(
        "wind.schedule",
        required(
          "wind.schedule",
          "role",
          merge(
            "wind.schedule",
            [
              ["role", "role", scalarArg("role", a(0))],
              ["capitalInvestment", "capitalInvestment", scalarArg("capitalInvestment", a(1))],
              ["employment", "employment", seriesArg("employment", a(2), "list")],
            ],
            a(3),
          ),
        ),
        id === "NJWIND.SCHEDULE" ? "years" : id === "NJWIND.CREDIT" ? "totalCredit" : "trace",
      );
    case "NJCREDIT.GRID":
    case "NJWIND.GRID": {
      const plan = prepareGrid(id, args);
      if (!position) return call(plan.calc, plan.base, plan.output);
      // A label cell (gridCell says which) stands for the base with its one value, if any; the
      // pane shows a grid overview for those instead (explain.ts) and asks only for amounts.
      const at = gridCell(plan, position);
      const inputs = { ...plan.base };
      if (at.col >= 0) inputs[plan.rowInput] = plan.rowValues[at.col];
      if (at.row >= 0) inputs[plan.columnInput] = plan.columnValues[at.row];
      const missing = at.kind === "value" ? gridScenarioError(plan, inputs) : undefined;
      if (missing) throw missing; // the cell shows this #VALUE! (cells.ts gridTable)
      return call(plan.calc, inputs, plan.output);
    }
  }
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

/** The years one scenario of `plan` computes: its unit of work (see MAX_GRID_WORK). */
export function gridYearsPerScenario(plan: Pick<GridPlan, "calc" | "base">): number {
  if (plan.calc === "wind.schedule") return COMPLIANCE.years;
  if (plan.calc !== "emerge.schedule") return 1;
  // As the core counts a schedule's years: the longest per-year list (the varied values are
  // single values, so the base's lists decide), at most the eligibility period.
  let years = 1;
  for (const value of Object.values(plan.base)) {
    if (Array.isArray(value) && value.length > years) years = value.length;
  }
  return Math.min(years, ELIGIBILITY_PERIOD.maximumYears);
}

/**
 * A GRID call read once: the base scenario, the two varied inputs and their values. The cell
 * function evaluates `{...base, [rowInput]: rowValues[j], [columnInput]: columnValues[i]}` for
 * every (i, j); the pane picks one cell's scenario through prepareCall's `position`.
 */
export function prepareGrid(
  functionId: "NJCREDIT.GRID" | "NJWIND.GRID",
  args: ArgValue[],
): GridPlan {
  const wind = functionId === "NJWIND.GRID";
  const a = (i: number): ArgValue | undefined => args[i];
  // NJWIND.GRID has capitalInvestment as a second argument; everything after it shifts by one.
  const k = wind ? 1 : 0;
  const outputs = wind ? WIND_GRID_OUTPUTS : EMERGE_GRID_OUTPUTS;
  const output = gridOutput(outputs, a(6 + k));
  const schema = schemaOf(output.calc);
  const named: NamedArg[] = wind
    ? [
        ["role", "role", scalarArg("role", a(0))],
        ["capitalInvestment", "capitalInvestment", scalarArg("capitalInvestment", a(1))],
      ]
    : [["location", "location", scalarArg("location", a(0))]];
  const base = merge(output.calc, named, a(1 + k));
  const rowInput = gridInputName(schema, "rowInput", a(2 + k), functionId);
  const columnInput = gridInputName(schema, "columnInput", a(4 + k), functionId);
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
  required(output.calc, wind ? "role" : null, base, {
    varied: [rowInput, columnInput],
    output: output.aliases[0] ?? output.field,
  });
  const rowValues = gridValues("rowValues", a(3 + k)).map((v) =>
    isDateInput(schema, rowInput) ? (dateSerialValue(v) as CellValue) : v,
  );
  const columnValues = gridValues("columnValues", a(5 + k)).map((v) =>
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
    headers: headersArg(a(7 + k)),
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

/**
 * Inputs a calculation would default (newJobs to 0, role to owner) that our functions' signatures
 * require: from an empty cell, or one forgotten, the default is a plausible and silently wrong
 * number (a project's annual credit without its new jobs, a tenant's credit computed as the
 * owner's). So a call must give them: as the argument, in criteria or, in a GRID, as a varied input.
 */
const REQUIRED_INPUTS: Partial<Record<CalcName, { input: string; what: string }>> = {
  "emerge.annual": { input: "newJobs", what: "the number of new full-time jobs (0 for none)" },
  "emerge.schedule": {
    input: "newJobs",
    what: "the new full-time jobs in each year, or one count for every year (0 for none)",
  },
  "wind.schedule": { input: "role", what: '"owner" or "tenant"' },
};

/**
 * `inputs`, after checking that the calculation's required input is given; otherwise an
 * InputError naming `argument` (the argument that should have given it), or the input itself
 * in a GRID, where it may also be one of the two `varied` inputs.
 */
function required(
  calc: CalcName,
  argument: string | null,
  inputs: Record<string, unknown>,
  grid?: { varied: readonly string[]; output: string },
): Record<string, unknown> {
  const need = REQUIRED_INPUTS[calc];
  if (!need || grid?.varied.includes(need.input) || !isBlank(inputs[need.input])) return inputs;
  const name = argument ?? need.input;
  const reasons = [
    ...(argument !== null ? [`the ${argument} argument is empty`] : []),
    `criteria do not give ${name === need.input ? "it" : need.input}`,
    ...(grid ? ["neither rowInput nor columnInput varies it"] : []),
  ];
  const forOutput = grid && argument === null ? ` for output "${grid.output}"` : "";
  throw new InputError(
    name,
    `${name} is required${forOutput}: ${need.what}; ${reasons.join(", ").replace(/, ([^,]*)$/, " and $1")}`,
  );
}

/**
 * For one GRID scenario: an InputError when a varied value leaves the calculation's required
 * input empty (an empty cell among newJobs's values), so that cell shows #VALUE!, not 0.
 */
export function gridScenarioError(
  plan: GridPlan,
  inputs: Record<string, unknown>,
): InputError | undefined {
  const need = REQUIRED_INPUTS[plan.calc];
  if (!need || !isBlank(inputs[need.input])) return undefined;
  const argument = plan.rowInput === need.input ? "rowValues" : "columnValues";
  return new InputError(
    need.input,
    `${need.input} is required: ${need.what}; this ${argument === "rowValues" ? "column" : "row"}'s value in ${argument} is empty`,
  );
}

// ---------------------------------------------------------------------------------------------
// Reading arguments

/** [argument name, core input name, value] of a named argument. */
type NamedArg = [string, string, unknown];

function schemaOf(calc: CalcName): Schema {
  const calculation = calculations[calc];
  if (!calculation) {
    throw new InputError(null, `the ${calc} calculation is not available in this version`);
  }
  return calculation.schema;
}

/**
 * The longest row's length. A loop, not Math.max(...rows): a whole-column reference (A:B) is a
 * million rows, more arguments than a call can take ("Maximum call stack size exceeded").
 */
function widest(rows: readonly unknown[]): number {
  let cols = 0;
  for (const row of rows) if (Array.isArray(row) && row.length > cols) cols = row.length;
  return cols;
}

function isMatrix(value: unknown): value is unknown[][] {
  return Array.isArray(value);
}

/** A cell's value as a core input value: null for empty; an error for Excel error values. */
function cellValue(name: string, value: unknown, where = ""): CellValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") {
    return value;
  }
  throw new InputError(
    name,
    `${name}${where} holds an error or an unsupported value; give a number, text, TRUE/FALSE or leave it empty`,
  );
}

/**
 * Text with a comma where one year's number belongs ("120,160") reads as one grouped number
 * (120,160 employees in year 1), yet is as likely two years' counts: rather than guess, refuse
 * it wherever a value stands for a year (a per-year argument, a per-year criteria row, an item
 * of a list), naming the input and saying what is accepted.
 */
function refuseCommaText(name: string, value: unknown, where: string): void {
  if (typeof value !== "string" || !value.includes(",")) return;
  const shown = value.length > 40 ? `${value.slice(0, 37)}...` : value;
  throw new InputError(
    name,
    `${name}${where} "${shown}" is text with a comma: a list of years, or one number with thousands separators? Give one number per cell: use a row or column of cells, or an array constant like {100,150}`,
  );
}

/** Calculations that read a list-taking input (ListRule) as one value per year. */
const PER_YEAR_CALCS: ReadonlySet<CalcName> = new Set(["emerge.schedule", "wind.schedule"]);

/** Whether `input` (canonical) takes one value per year in `calc`. */
function isPerYearInput(calc: CalcName, schema: Schema, input: string | undefined): boolean {
  if (input === undefined || !PER_YEAR_CALCS.has(calc)) return false;
  const kind = Object.prototype.hasOwnProperty.call(schema, input) ? schema[input].kind : undefined;
  return kind !== undefined && "list" in kind && kind.list !== undefined;
}

const SERIAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
/** Longer text is no date serial; the core refuses it as it stands. */
const SERIAL_TEXT_MAX_LENGTH = 64;

/**
 * A date serial given as text, read exactly: its whole day (the floor), as Excel's INT() takes
 * the date of a date-time and as the core reads a serial given as a number. Number() would round
 * "45839.99999999999999999" up to 45840, the next day. Other values are returned as they are.
 */
export function dateSerialValue(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text.length > SERIAL_TEXT_MAX_LENGTH || !SERIAL_TEXT.test(text)) return value;
  const day = new Decimal(text).floor();
  return day.isFinite() && day.abs().lessThan(Number.MAX_SAFE_INTEGER) ? day.toNumber() : value;
}

/** Whether `input` (canonical) is a date in `schema`. */
function isDateInput(schema: Schema, input: string | undefined): boolean {
  return (
    input !== undefined &&
    Object.prototype.hasOwnProperty.call(schema, input) &&
    schema[input].kind.kind === "date"
  );
}

/**
 * Sets an input by a name the user wrote. Defined, not assigned: assigning "__proto__" to a plain
 * object sets its prototype (or nothing), so the core would never see, and never refuse, the name.
 */
function setInput(inputs: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(inputs, name, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A single-value argument. A one-cell range is its value; a larger range is an error. */
export function scalarArg(name: string, value: ArgValue | undefined): CellValue {
  if (isMatrix(value)) {
    const cells = value.flat();
    if (cells.length === 1) return cellValue(name, cells[0]);
    if (cells.every((c) => isBlank(c))) return null;
    throw new InputError(
      name,
      `${name} takes one value, not a range of ${value.length} × ${value[0]?.length ?? 0} cells`,
    );
  }
  return cellValue(name, value);
}

/**
 * A per-year argument: one row or one column of values (trailing empty cells trimmed, empty
 * cells inside kept as null = "not given"). `series`: a single value stands for every year
 * (Emerge job counts, emerge.md §4); `list`: a single value is year 1 only (wind employment).
 */
export function seriesArg(
  name: string,
  value: ArgValue | undefined,
  mode: "series" | "list",
  perYear = true,
): CellValue | CellValue[] {
  if (!isMatrix(value)) {
    const v = cellValue(name, value);
    if (perYear) refuseCommaText(name, v, "");
    return mode === "list" && v !== null ? [v] : v;
  }
  const rows = value.length;
  const cols = widest(value);
  // A range selected a column or row too wide (an empty column beside the counts) is the one
  // filled column or row, kept whole so each value stays in its year.
  const filled = (v: unknown): boolean => !isBlank(v);
  const filledCols = [...Array(cols).keys()].filter((c) =>
    value.some((r) => Array.isArray(r) && filled(r[c])),
  );
  const filledRows = [...value.keys()].filter(
    (r) => Array.isArray(value[r]) && value[r].some(filled),
  );
  let cells: unknown[];
  if (rows <= 1) cells = value[0] ?? [];
  else if (cols <= 1) cells = value.map((r) => r[0]);
  else if (filledCols.length <= 1) cells = value.map((r) => r[filledCols[0] ?? 0]);
  else if (filledRows.length === 1) cells = value[filledRows[0]];
  else {
    throw new InputError(
      name,
      `${name} must be a single row or a single column of values (one per year), not ${rows} × ${cols} cells`,
    );
  }
  const list = cells.map((c, i) => cellValue(name, c, ` (value ${i + 1})`));
  if (perYear) list.forEach((v, i) => refuseCommaText(name, v, ` (value ${i + 1})`));
  while (list.length > 0 && isBlank(list[list.length - 1])) list.pop();
  if (list.length === 0) return null;
  if (mode === "series" && list.length === 1) return list[0];
  return list;
}

/** The optional `headers` flag: TRUE (the default) puts a header row on a spilled table. */
export function headersArg(value: ArgValue | undefined): boolean {
  const v = scalarArg("headers", value);
  if (v === null || v === "") return true;
  if (typeof v === "boolean") return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v === "string" && /^(true|false)$/i.test(v.trim()))
    return v.trim().toLowerCase() === "true";
  throw new InputError(
    "headers",
    `headers must be TRUE or FALSE; ${typeof v === "string" ? `"${v}"` : String(v)} is not accepted`,
  );
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

/** One criteria row: the name as written, its canonical name (when known) and its value. */
interface CriteriaEntry {
  name: string;
  canonical: string | undefined;
  value: CellValue | CellValue[];
  /** Where it sits, for messages ("row 3"). */
  where: string;
}

/**
 * The named arguments and the criteria as one raw inputs object. An input given both as an
 * argument and in the criteria, or twice in the criteria, is an error; an empty argument is
 * "not given" and leaves the criteria free to give it.
 */
export function merge(
  calc: CalcName,
  named: NamedArg[],
  criteria: ArgValue | undefined,
): Record<string, unknown> {
  const schema = schemaOf(calc);
  const inputs: Record<string, unknown> = {};
  const givenAs = new Map<string, string>(); // normalized input name → argument name
  for (const [argument, input, value] of named) {
    if (isBlank(value) || (Array.isArray(value) && value.length === 0)) continue;
    inputs[input] = value;
    givenAs.set(normalizeName(input), argument);
  }
  const seen = new Map<string, CriteriaEntry>();
  for (const entry of readCriteria(criteria, schema)) {
    const key = normalizeName(entry.canonical ?? entry.name);
    const argument = givenAs.get(key);
    const blank = isBlank(entry.value);
    if (argument !== undefined) {
      if (blank) continue; // an empty criteria value gives nothing, so nothing clashes
      const input = entry.canonical ?? entry.name;
      throw new InputError(
        input,
        `${input} is given both as the ${argument} argument and in criteria (${entry.where}); give it once`,
      );
    }
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      const input = entry.canonical ?? entry.name;
      throw new InputError(
        input,
        `${input} is given twice in criteria (${earlier.where} and ${entry.where}); give it once`,
      );
    }
    seen.set(key, entry);
    let value: unknown = entry.value;
    if (isPerYearInput(calc, schema, entry.canonical)) {
      const where = ` (criteria ${entry.where})`;
      if (Array.isArray(value)) {
        value.forEach((v, i) => refuseCommaText(entry.canonical!, v, `${where}, value ${i + 1}`));
      } else refuseCommaText(entry.canonical!, value, where);
    }
    if (isDateInput(schema, entry.canonical)) value = dateSerialValue(value);
    // Unknown names go to the core as written, so its message (with a suggestion) names them.
    setInput(inputs, entry.canonical ?? entry.name, value);
  }
  return inputs;
}

/**
 * The criteria argument as name/value entries. Accepted shapes:
 *  - vertical: rows of name, value (more cells to the right of a name make a per-year list);
 *  - horizontal: exactly two rows, names across the first, values below.
 * Orientation: the reading whose names are all inputs of the calculation; when both are (a
 * 2 × 2 that reads as names both ways, e.g. {"location","training";"jobType","new"}) vertical
 * wins; when neither is, the reading with more known names (vertical on a tie, or when the
 * range is not two rows), so the message (the core's, or ours for a missing name) points at
 * the one cell that is wrong. Fully empty rows (vertical) / columns (horizontal) are skipped.
 */
export function readCriteria(criteria: ArgValue | undefined, schema: Schema): CriteriaEntry[] {
  if (criteria === undefined || criteria === null) return [];
  if (!isMatrix(criteria)) {
    if (isBlank(criteria)) return [];
    throw new InputError(
      "criteria",
      `criteria must be a two-column range of name/value rows (or a two-row range with the names across), not the single value ${JSON.stringify(criteria)}`,
    );
  }
  const cells = criteria.map((row, r) =>
    (Array.isArray(row) ? row : [row]).map((c, col) =>
      cellValue("criteria", c, ` (row ${r + 1}, column ${col + 1})`),
    ),
  );
  if (cells.every((row) => row.every((c) => isBlank(c)))) return [];
  // A range selected a row or column too wide (an empty column left of the names, an empty row
  // above them) is read from its first filled row and column; messages count from the range's.
  const filledRows = [...cells.keys()].filter((r) => cells[r].some((c) => !isBlank(c)));
  const top = filledRows[0];
  const left = cells.reduce((min, row) => {
    const first = row.findIndex((c) => !isBlank(c));
    return first >= 0 && first < min ? first : min;
  }, Infinity);
  const m = cells.slice(top, filledRows[filledRows.length - 1] + 1).map((row) => row.slice(left));
  const rows = m.length;
  const cols = widest(m);
  const at = (r: number, c: number): CellValue => m[r]?.[c] ?? null;

  const known = (v: CellValue): boolean =>
    typeof v === "string" && canonicalName(schema, v) !== undefined;
  const nonBlankRows = [...Array(rows).keys()].filter((r) => m[r].some((c) => !isBlank(c)));
  const nonBlankCols = [...Array(cols).keys()].filter((c) =>
    m.some((row) => !isBlank(row[c] ?? null)),
  );
  const verticalNames = nonBlankRows.filter((r) => known(at(r, 0))).length;
  const horizontalNames = nonBlankCols.filter((c) => known(at(0, c))).length;
  const verticalFits = cols >= 2 && verticalNames === nonBlankRows.length;
  const horizontalFits = rows === 2 && horizontalNames === nonBlankCols.length;
  const vertical =
    verticalFits ||
    (!horizontalFits && cols >= 2 && !(rows === 2 && horizontalNames > verticalNames));
  if (!vertical && rows !== 2) {
    throw new InputError(
      "criteria",
      `criteria must be a two-column range of name/value rows (or a two-row range with the names across); got ${criteria.length} × ${widest(cells)} cells`,
    );
  }

  const entries: CriteriaEntry[] = [];
  const lines = vertical ? nonBlankRows : nonBlankCols;
  for (const i of lines) {
    const where = vertical ? `row ${i + 1 + top}` : `column ${i + 1 + left}`;
    const name = vertical ? at(i, 0) : at(0, i);
    const values = vertical ? m[i].slice(1) : [at(1, i)];
    if (typeof name !== "string" || name.trim() === "") {
      throw new InputError(
        "criteria",
        `criteria ${where} has ${isBlank(name) ? "a value but no name" : `${JSON.stringify(name)} where the input's name belongs`}; each ${vertical ? "row" : "column"} is a name, then its value`,
      );
    }
    while (values.length > 0 && isBlank(values[values.length - 1])) values.pop();
    // {"smallBusiness",TRUE,"newJobs",300} (commas where a ";" starts the next row) reads as one
    // row whose value is a list; say so, rather than let the core reject smallBusiness's "list".
    const names = values.filter(known);
    if (values.length > 1 && names.length > 0) {
      throw new InputError(
        "criteria",
        `criteria ${where} holds more than one name (${[name.trim(), ...(names as string[])].join(", ")}): give each name and its value a row of its own; in an array constant, end each row with ";", as in {"smallBusiness",TRUE;"newJobs",300}`,
      );
    }
    entries.push({
      name: name.trim(),
      canonical: canonicalName(schema, name),
      value: values.length === 0 ? null : values.length === 1 ? values[0] : values,
      where,
    });
  }
  return entries;
}
