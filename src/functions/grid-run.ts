/**
 * Running a GRID: every scenario of a plan (grid.ts) computed in chunks that yield to the event
 * loop, each amount in its cell (an error in its own cell), then laid out with the headers by
 * the plan's layout rule (grid.ts gridCell).
 */
// ts-loader compiles only the files the bundle imports, so the runtime's global typings
// (@types/custom-functions-runtime) are referenced here.
/// <reference types="custom-functions-runtime" />
import { isBlank, type RawInputs } from "../core/inputs";
import { prepare, type PreparedScenario, type VariedParse } from "../core/prepared";
import { valueError } from "./errors";
import { gridCell, gridCornerLabel, gridYearsPerScenario, type GridPlan } from "./grid";
import type { CellValue } from "./readers";
import { functionSpec } from "./registry";
import { gridRequiredInput, gridScenarioError, withArgumentContext } from "./required";
import { moneyCells, toCell, type OutCell } from "./values";

/**
 * NJCREDIT.GRID / NJWIND.GRID: the base scenario with `rowInput` set to each of `rowValues`
 * (across) and `columnInput` to each of `columnValues` (down), like an Excel Data Table. A
 * scenario the core rejects shows #VALUE! in its own cell (with the message), so one bad value
 * does not blank the grid; when every scenario fails, the whole call fails with the first
 * message (a problem with the base scenario), so the anchor cell shows it.
 */
export function gridTable(plan: GridPlan): OutCell[][] {
  const rows = emptyRows(plan);
  gridAmounts(plan, gridScenarios(plan), rows, 0, plan.rowValues.length * plan.columnValues.length);
  return gridLayout(plan, rows);
}

/**
 * The varied inputs in the order a cell's scenario is written, `{...base, [rowInput]: row value,
 * [columnInput]: column value}` (grid.ts prepareGrid, gridScenario): the row's first. When both
 * of a cell's values are refused and neither input is in the base, that order decides whose
 * error the cell shows, the same error the pane finds for it. ROW and COLUMN are their places.
 */
const variedOf = (plan: GridPlan): string[] => [plan.rowInput, plan.columnInput];
const ROW = 0;
const COLUMN = 1;

/**
 * One empty row per column value, made before the first chunk: an array a grid's optimised loop
 * meets with elements already of one kind (objects), call after call. Grown from empty, the
 * first store of each call turned it from the empty array's kind, and the loop compiled for the
 * last call's arrays was thrown away ("wrong map") on every new call, for the grid's first dozen
 * calls; the same for the parses below.
 */
function emptyRows(plan: GridPlan): OutCell[][] {
  return Array.from({ length: plan.columnValues.length }, (): OutCell[] => []);
}

/** `length` entries, each undefined: an array of objects' kind from the start (emptyRows). */
function unset<T>(length: number): (T | undefined)[] {
  return Array.from({ length }, () => undefined);
}

/**
 * The amounts of scenarios `from` to `to` (exclusive), counted across each row then down, into
 * `rows` (rows[i][j] is columnValues[i] with rowValues[j]).
 */
function gridAmounts(
  plan: GridPlan,
  run: GridScenarios,
  rows: OutCell[][],
  from: number,
  to: number,
): void {
  const width = plan.rowValues.length;
  const { scenario, firstRow, firstColumn, rowKeys, columnKeys, rowParses, columnParses } = run;
  const { needed, byCell, moneyCell, parses } = run;
  const output = plan.output;
  for (let i = Math.floor(from / width); i * width < to; i++) {
    parses[COLUMN] = columnParses[i] ??= keptParse(
      run.columnParsesKept,
      columnKeys[i],
      scenario,
      COLUMN,
      plan.columnValues[i],
    );
    const rowMissing =
      needed === undefined || byCell
        ? undefined
        : needed === plan.columnInput
          ? gridScenarioError(plan, cellInputs(run, plan, i, -1))
          : run.baseMissing;
    // Made for every column value before the first chunk (emptyRows).
    const row = rows[i];
    for (let j = Math.max(0, from - i * width); j < width && i * width + j < to; j++) {
      // The same two values as a cell above or to the left: the same scenario, computed once
      // (counted across then down, that cell is already done).
      const i0 = firstColumn[i];
      const j0 = firstRow[j];
      if (i0 !== i || j0 !== j) {
        row.push(rows[i0][j0]);
        continue;
      }
      const missing = byCell ? gridScenarioError(plan, cellInputs(run, plan, i, j)) : rowMissing;
      if (missing) {
        row.push(valueError(missing.input, missing.message));
        continue;
      }
      // One number per cell: no trace is made, and only the output field is formatted (the pane
      // recomputes a cell's trace when asked).
      parses[ROW] = rowParses[j] ??= keptParse(
        run.rowParsesKept,
        rowKeys[j],
        scenario,
        ROW,
        plan.rowValues[j],
      );
      const out = scenario.amountOf(parses, output);
      if (!out.ok) {
        const e = withArgumentContext(out.error, cellInputs(run, plan, i, j), run.args, plan);
        row.push(valueError(e.input, e.message));
      } else {
        const value = out.value;
        // creditBase is null when the facility is not eligible: say so, never show 0.
        row.push(value === null ? "not eligible" : moneyCell(value));
      }
    }
  }
}

/**
 * The raw inputs of the scenario of column value `i` and row value `j` (none: -1, for a look at
 * the column's value alone), written into the call's one object: for gridScenarioError and an
 * error's context only, never on a cell's way to its number. Written by name into a copy of
 * the base, whose shape differs from call to call: in the grid's loop, a store there on every
 * row threw the loop's compiled code away on new calls.
 */
function cellInputs(run: GridScenarios, plan: GridPlan, i: number, j: number): RawInputs {
  const inputs = run.inputs;
  inputs[plan.columnInput] = plan.columnValues[i];
  if (j >= 0) inputs[plan.rowInput] = plan.rowValues[j];
  return inputs;
}

/**
 * The bases prepared for grids, kept between calls, most recently used last; at most
 * GRID_BASES_KEPT. Excel recalculates a grid with the same base and values again and again,
 * and each call would otherwise prepare the base and parse its values afresh. What is kept is what the same prepare would make again (a prepared scenario answers
 * the same whichever cell or call asks), so only its time is saved.
 */
const keptScenarios = new Map<string, PreparedScenario>();
/**
 * Bases kept between calls: a workbook's few grids, each recalculated. Each holds its base parsed
 * and laid out for its cells (fields.ts readPlan); the parsed values, errors included, are kept
 * apart (keptParses: PARSES_KEPT per input, for at most twice as many inputs
 * as bases). A 100 × 100 grid keeps a few hundred kilobytes; a 7-year schedule grid
 * recalculated with new values every time was measured at about 5 MB.
 */
export const GRID_BASES_KEPT = 4;
/** Parses kept per varied input, past which they start again (memory stays bounded). */
const PARSES_KEPT = 4096;

/**
 * What identifies a prepared base: the calculation, the two varied inputs and the base's names
 * and raw values, each written with its type (valueKey; a list item by item), in the order
 * given (which decides which error a cell meets first). Undefined for a value of any other
 * kind: that base is prepared afresh each call, never mistaken for another.
 */
function scenarioKey(plan: GridPlan): string | undefined {
  const parts = [plan.calc, plan.columnInput, plan.rowInput];
  for (const [name, value] of Object.entries(plan.base)) {
    const written = rawKey(value);
    if (written === undefined) return undefined;
    parts.push(`${JSON.stringify(name)}=${written}`);
  }
  return parts.join("\u0000");
}

function rawKey(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    const items: string[] = [];
    for (let n = 0; n < value.length; n++) {
      const item = rawKey(value[n]);
      if (item === undefined) return undefined;
      items.push(item);
    }
    return `[${items.join(",")}]`;
  }
  if (value === null || value === undefined) return String(value);
  if (typeof value === "string") return `string:${JSON.stringify(value)}`;
  if (typeof value === "number" || typeof value === "boolean") return valueKey(value);
  return undefined;
}

function keptScenario(plan: GridPlan): PreparedScenario {
  const key = scenarioKey(plan);
  let found = key === undefined ? undefined : keptScenarios.get(key);
  if (found === undefined) found = prepare(plan.calc, plan.base, variedOf(plan));
  else keptScenarios.delete(key as string);
  if (key !== undefined) {
    keptScenarios.set(key, found);
    if (keptScenarios.size > GRID_BASES_KEPT)
      keptScenarios.delete(keptScenarios.keys().next().value as string);
  }
  return found;
}

/** Forgets every kept base and parse (tests that watch how a grid prepares its base). */
export function forgetKeptGrids(): void {
  keptScenarios.clear();
  keptParses.clear();
}

/**
 * Each varied input's values parsed, by the scenario's parseKey (what a parse depends on besides
 * the value: the calculation and the input's name, not the base), then by cellKey; most
 * recently used last. Kept apart from the bases: a grid whose base changes every call (another
 * cap, another year's employment) parses the same row and column values as before, and its
 * cells find the same parsed objects. At most GRID_BASES_KEPT × 2 inputs (two per base), PARSES_KEPT values each.
 */
const keptParses = new Map<string, Map<CellKey, VariedParse>>();

/** The parses kept for one varied input (parseKey `key`), made on first use. */
function parsesFor(key: string): Map<CellKey, VariedParse> {
  let found = keptParses.get(key);
  if (found === undefined) found = new Map();
  else keptParses.delete(key);
  keptParses.set(key, found);
  if (keptParses.size > GRID_BASES_KEPT * 2)
    keptParses.delete(keptParses.keys().next().value as string);
  return found;
}

/**
 * Varied value `k` (`raw`, its cellKey `key`) as parsed before for its input, else parsed now
 * by `scenario`. Its arguments, not a closure: a closure made in the grid's loop would make
 * every pass of the loop allocate the variables it captures (a context per cell).
 */
function keptParse(
  parses: Map<CellKey, VariedParse>,
  key: CellKey,
  scenario: PreparedScenario,
  k: typeof ROW | typeof COLUMN,
  raw: unknown,
): VariedParse {
  let found = parses.get(key);
  if (found === undefined) {
    found = scenario.parsed(k, raw);
    if (parses.size >= PARSES_KEPT) parses.clear();
    parses.set(key, found);
  }
  return found;
}

/**
 * What one call of a grid works out once for all its chunks (gridTableAsync computes a grid in
 * pieces of GRID_CHUNK_WORK, each a call of gridAmounts, which would otherwise work it out again
 * per hundred cells).
 */
interface GridScenarios {
  /** The base parsed once; each cell parses only its two values (core/prepared.ts). */
  scenario: PreparedScenario;
  /** The kept parses of the column's input and of the row's (keptParses). */
  columnParsesKept: Map<CellKey, VariedParse>;
  rowParsesKept: Map<CellKey, VariedParse>;
  /** For each value, the index of the first value equal to it (its own when it is the first). */
  firstRow: number[];
  firstColumn: number[];
  /** Each value's cellKey: what tells values apart, for both the above and the kept parses. */
  rowKeys: CellKey[];
  columnKeys: CellKey[];
  /**
   * Each value parsed, on first use (a grid in chunks parses each value once, not per chunk):
   * the same objects every cell of its row or column.
   */
  rowParses: (VariedParse | undefined)[];
  columnParses: (VariedParse | undefined)[];
  /** The function's arguments, for an error's context. */
  args: ReturnType<typeof functionSpec>["arguments"];
  /**
   * The input gridScenarioError looks at: one of the row's values (checked in every cell,
   * `byCell`), or the column's value or the base's (checked once per row).
   */
  needed: string | undefined;
  byCell: boolean;
  /**
   * Where `needed` is neither varied input, gridScenarioError of the base alone: what every
   * row would find, looked up once per call (a look-up by name in the grid's loop, on a base of
   * another shape each call, threw its compiled code away call after call).
   */
  baseMissing: ReturnType<typeof gridScenarioError>;
  /** A money value as its cell (the host asked once per call). */
  moneyCell: (value: unknown) => OutCell;
  /** The scenario's raw inputs, for gridScenarioError and an error's context (cellInputs). */
  inputs: RawInputs;
  /** The scenario's two values parsed, rewritten per cell: amountOf reads them and keeps nothing. */
  parses: VariedParse[];
}

const gridScenarioCache = new WeakMap<GridPlan, GridScenarios>();

/** A value's identity as a raw input: its type and exact text (0 and -0 apart). */
function valueKey(value: unknown): string {
  if (typeof value === "number" && Object.is(value, -0)) return "number:-0";
  return `${typeof value}:${String(value)}`;
}

/**
 * A varied value's identity, as a Map key: the value itself (a Map tells a number from its text,
 * as valueKey does, and one number from another, as their texts do), -0 apart from 0. Not text:
 * a grid's 200 values written as text and looked up were a measurable part of each call.
 */
type CellKey = CellValue | typeof MINUS_ZERO;
const MINUS_ZERO = Symbol("-0");

function cellKey(value: CellValue): CellKey {
  return Object.is(value, -0) ? MINUS_ZERO : value;
}

function firstIndexes(keys: readonly CellKey[]): number[] {
  const first = new Map<CellKey, number>();
  return keys.map((key, k) => {
    const seen = first.get(key);
    if (seen !== undefined) return seen;
    first.set(key, k);
    return k;
  });
}

function gridScenarios(plan: GridPlan): GridScenarios {
  let found = gridScenarioCache.get(plan);
  if (found === undefined) {
    const scenario = keptScenario(plan);
    const rowKeys = plan.rowValues.map(cellKey);
    const columnKeys = plan.columnValues.map(cellKey);
    const needed = gridRequiredInput(plan);
    found = {
      scenario,
      columnParsesKept: parsesFor(scenario.parseKey(COLUMN)),
      rowParsesKept: parsesFor(scenario.parseKey(ROW)),
      firstRow: firstIndexes(rowKeys),
      firstColumn: firstIndexes(columnKeys),
      rowKeys,
      columnKeys,
      rowParses: unset(plan.rowValues.length),
      columnParses: unset(plan.columnValues.length),
      args: functionSpec(plan.functionId).arguments,
      needed,
      byCell: needed !== undefined && needed === plan.rowInput,
      baseMissing:
        needed === undefined || needed === plan.rowInput || needed === plan.columnInput
          ? undefined
          : gridScenarioError(plan, { ...plan.base }),
      moneyCell: moneyCells(),
      inputs: { ...plan.base },
      parses: unset(2) as VariedParse[],
    };
    gridScenarioCache.set(plan, found);
  }
  return found;
}

/**
 * Scenario-years (MAX_GRID_WORK's unit) computed between two looks at the clock. Warm, a cell
 * of the stages costs a few µs a year (`npm run bench -- grid`); cold, the first cells cost ten
 * times that. So 100 of them take from a tenth
 * of a millisecond to a few milliseconds: never much past the chunk's time, and the clock is read
 * once per hundred cells, not per cell.
 */
export const GRID_CHUNK_WORK = 100;

/**
 * How long a chunk may hold the runtime before it yields, in milliseconds: far enough below the
 * 100 ms a responsive pane needs for a chunk that overruns it by one GRID_CHUNK_WORK, on a laptop
 * several times slower than the bench machine; long enough that a fast grid yields rarely (a
 * yield costs microseconds).
 */
export const GRID_CHUNK_MS = 10;

/**
 * The clock a chunk's time is read from. Tests replace `now` to make chunks of known sizes (a
 * test never times anything by the real clock); everything else uses the monotonic clock.
 */
export const gridClock: { now: () => number } = {
  now: () => (typeof performance === "object" ? performance.now() : Date.now()),
};

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
 * `work(from, to)` over items 0 to `total` in chunks of about GRID_CHUNK_MS, yielding to the event
 * loop between them, so that a long grid or portfolio never holds the runtime (Excel shows #BUSY!
 * until it answers). A chunk is whole pieces of GRID_CHUNK_WORK scenario-years (`yearsEach` an
 * item), as many as fit in its time: a small call answers at once, a large one yields every few
 * thousand items. When Excel cancels the call (the formula is edited or deleted, or the workbook
 * recalculates), `invocation.onCanceled` stops it before the next chunk, with #N/A saying `what`
 * was canceled.
 */
export async function inChunks(
  what: string,
  total: number,
  yearsEach: number,
  work: (from: number, to: number) => void,
  invocation?: CustomFunctions.CancelableInvocation,
  yieldNow: () => Promise<void> = yieldToEventLoop,
): Promise<void> {
  let canceled = false;
  if (invocation) invocation.onCanceled = () => (canceled = true);
  const piece = Math.max(1, Math.floor(GRID_CHUNK_WORK / yearsEach));
  for (let from = 0; from < total;) {
    if (from > 0) await yieldNow();
    if (canceled) {
      throw new CustomFunctions.Error(
        CustomFunctions.ErrorCode.notAvailable,
        `the ${what} was canceled before it finished`,
      );
    }
    const start = gridClock.now();
    do {
      const to = Math.min(total, from + piece);
      work(from, to);
      from = to;
    } while (from < total && gridClock.now() - start < GRID_CHUNK_MS);
  }
}

/** gridTable in chunks that yield to Excel (inChunks). */
export async function gridTableAsync(
  plan: GridPlan,
  invocation?: CustomFunctions.CancelableInvocation,
  yieldNow: () => Promise<void> = yieldToEventLoop,
): Promise<OutCell[][]> {
  const scenarios = plan.rowValues.length * plan.columnValues.length;
  const rows = emptyRows(plan);
  const run = gridScenarios(plan);
  await inChunks(
    "grid",
    scenarios,
    gridYearsPerScenario(plan),
    (from, to) => gridAmounts(plan, run, rows, from, to),
    invocation,
    yieldNow,
  );
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
