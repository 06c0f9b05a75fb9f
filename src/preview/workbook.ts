/**
 * A small in-memory workbook and the calculation of its formulas through registered custom
 * functions: what the preview page shows, and what the sample-workbook generator writes as each
 * formula's cached value. No DOM and no I/O, so the page, the generator and the tests share it.
 *
 * It is not a spreadsheet engine. It evaluates what the sample workbook uses: our functions with
 * literals, cell and range references (also on other sheets, whole rows/columns, `A1#` spills),
 * array constants and omitted arguments, plus formulas that are a single reference (`=B6`).
 * Anything else shows #N/A with a message saying the preview does not compute it — never a
 * made-up value. Arguments reach a function the way Excel passes them: a matrix parameter
 * (functions.json "dimensionality": "matrix") always gets a 2-D array, a scalar one a single
 * value, an empty cell is null, and an omitted argument is null. A thrown
 * `CustomFunctions.Error` becomes that error in the cell, and an array result spills (or shows
 * #SPILL! when something is in the way).
 */
import {
  columnIndex,
  columnLetters,
  parseFormula,
  quoteSheetName,
  type FormulaNode,
} from "../excel/formula";
import { tableColumns } from "../excel/structured";
import { renderNumber } from "./numberFormats";

export type Scalar = number | string | boolean | null;
/** An Excel error in a cell: "#VALUE!" and the message Excel shows on hover. */
export interface ErrorValue {
  error: string;
  message?: string;
}
export type Value = Scalar | ErrorValue;
export type Matrix = Value[][];

export const isErrorValue = (v: unknown): v is ErrorValue =>
  typeof v === "object" && v !== null && typeof (v as ErrorValue).error === "string";

// ---------------------------------------------------------------------------------------------
// The readable definition (examples/sample-workbook.json)

export type BlockKind =
  "title" | "note" | "header" | "inputs" | "criteria" | "projects" | "results" | "formula" | "text";

export interface BlockDefinition {
  /** Top-left cell of the block ("A5"). */
  at: string;
  /** How the block looks, and for criteria how it is checked. */
  kind: BlockKind;
  /** Rows of cells; a string starting with "=" is a formula. */
  rows: Scalar[][];
  /**
   * criteria: which calculation's input names the first column (or row) holds; projects (a
   * PORTFOLIO's table: input names across its header row, a project a row below) the same.
   */
  calc?: "emerge" | "wind";
  /** criteria: names across the first row, values below (instead of name/value rows). */
  across?: boolean;
  /** inputs: whether the first column holds labels (default true); false when all are inputs. */
  labels?: boolean;
  /** Number format of the block's numbers: money ($#,##0.00), count (#,##0), ratio (0.00%). */
  format?: "money" | "count" | "ratio";
  /** A hint shown beside the block in the preview and as a cell note in the workbook. */
  comment?: string;
  /**
   * criteria: the block is an Excel table of this name; its first row is the header row (the
   * column names formulas use: `Name[[Name]:[Value]]`), the rest its data rows.
   */
  table?: string;
}

export interface SheetDefinition {
  name: string;
  /** Column widths in characters, by letter. */
  columns?: Record<string, number>;
  blocks: BlockDefinition[];
}

export interface WorkbookDefinition {
  title: string;
  sheets: SheetDefinition[];
}

// ---------------------------------------------------------------------------------------------
// The model

export interface CellModel {
  /** What the cell shows: its constant, or its formula's (spilled) result. */
  value: Value;
  formula: string | null;
  kind: BlockKind | "spill";
  /** In an inputs or criteria block: a label (or criteria name), or a value the user sets. */
  role?: "label" | "input";
  /** For a criteria value: the input it gives (the name in its row, or above it across). */
  input?: { calc: "emerge" | "wind"; name: string };
  format?: BlockDefinition["format"];
  comment?: string;
  /** For a formula whose result spilled: the spill's size. */
  spill?: { rows: number; cols: number };
  /** For a spilled cell: its anchor. */
  spillParent?: { row: number; col: number };
}

export class SheetModel {
  readonly cells = new Map<string, CellModel>();
  /**
   * What the add-in's own writing set (the audit and explanation sheets, the templates):
   * Range.numberFormat per cell, and the cells whose text wraps (format.wrapText), by key.
   */
  readonly numberFormats = new Map<string, string>();
  readonly wrapped = new Set<string>();
  constructor(
    public name: string,
    public columns: Record<string, number> = {},
  ) {}

  static key(row: number, col: number): string {
    return `${row},${col}`;
  }
  get(row: number, col: number): CellModel | undefined {
    return this.cells.get(SheetModel.key(row, col));
  }
  set(row: number, col: number, cell: CellModel): void {
    this.cells.set(SheetModel.key(row, col), cell);
  }
  delete(row: number, col: number): void {
    this.cells.delete(SheetModel.key(row, col));
  }
  /** The number format the add-in's writing set on a cell, if any. */
  numberFormatAt(row: number, col: number): string | undefined {
    return this.numberFormats.get(SheetModel.key(row, col));
  }
  /** The used range as 0-based bounds, or null when the sheet is empty. */
  bounds(): { row: number; col: number; rows: number; cols: number } | null {
    if (this.cells.size === 0) return null;
    let r0 = Infinity;
    let c0 = Infinity;
    let r1 = -1;
    let c1 = -1;
    for (const k of this.cells.keys()) {
      const [r, c] = k.split(",").map(Number);
      r0 = Math.min(r0, r);
      c0 = Math.min(c0, c);
      r1 = Math.max(r1, r);
      c1 = Math.max(c1, c);
    }
    return { row: r0, col: c0, rows: r1 - r0 + 1, cols: c1 - c0 + 1 };
  }
}

/** An Excel table: its header row at (row, col), `rows` data rows below it, `cols` columns. */
export interface TableModel {
  name: string;
  sheet: SheetModel;
  row: number;
  col: number;
  rows: number;
  cols: number;
}

export class WorkbookModel {
  /** Excel tables (names are workbook-wide, compared ignoring case as Excel does). */
  readonly tables: TableModel[] = [];
  constructor(
    public title: string,
    public sheets: SheetModel[],
  ) {}

  table(name: string): TableModel | undefined {
    return this.tables.find((t) => t.name.toLowerCase() === name.toLowerCase());
  }

  /** A table's column names: its header row as the cells hold it now. */
  tableColumns(table: TableModel): string[] {
    return Array.from({ length: table.cols }, (_, c) => {
      const v = table.sheet.get(table.row, table.col + c)?.value;
      return v === null || v === undefined || isErrorValue(v) ? "" : String(v);
    });
  }

  sheet(name: string): SheetModel | undefined {
    return this.sheets.find((s) => s.name.toLowerCase() === name.toLowerCase());
  }

  /** Every formula cell, sheet by sheet, in the order the definition gave them. */
  formulaCells(): { sheet: SheetModel; row: number; col: number; cell: CellModel }[] {
    const out: { sheet: SheetModel; row: number; col: number; cell: CellModel }[] = [];
    for (const sheet of this.sheets) {
      for (const [k, cell] of sheet.cells) {
        if (cell.formula === null) continue;
        const [row, col] = k.split(",").map(Number);
        out.push({ sheet, row, col, cell });
      }
    }
    return out;
  }
}

/** "B12" → 0-based {row, col}. */
export function parseCellAddress(address: string): { row: number; col: number } {
  const m = /^\$?([A-Za-z]{1,3})\$?(\d+)$/.exec(address.trim());
  const col = m ? columnIndex(m[1]) : null;
  if (!m || col === null) throw new Error(`"${address}" is not a cell address`);
  return { row: Number(m[2]) - 1, col };
}

/**
 * "B5" or a range "B5:C6" (either corner first): the box it covers, from its top-left cell. The
 * first cell written stays the active one, as in Excel, where a shift-click keeps the anchor.
 */
export function parseCellRange(address: string): {
  active: { row: number; col: number };
  row: number;
  col: number;
  rows: number;
  cols: number;
} {
  const [first, second, ...rest] = address.split(":");
  if (rest.length > 0) throw new Error(`"${address}" is not a cell or a range of cells`);
  const a = parseCellAddress(first);
  const b = second === undefined ? a : parseCellAddress(second);
  return {
    active: a,
    row: Math.min(a.row, b.row),
    col: Math.min(a.col, b.col),
    rows: Math.abs(a.row - b.row) + 1,
    cols: Math.abs(a.col - b.col) + 1,
  };
}

/** The cell the preview selects at start. */
export const DEFAULT_CELL = "Emerge!B17";

/**
 * The cell `?cell=` names ("Wind!B13", "'Labor harmony'!B5", "Labor harmony!B5"), or the
 * default with the reason when it names no cell here: a mistyped link must still open the
 * preview, not stop it.
 */
export function startCell(
  wanted: string | null,
  workbook: WorkbookModel,
): { sheet: SheetModel; address: string; problem: string | null } {
  const fallback = (problem: string | null) => {
    const [name, address] = DEFAULT_CELL.split("!");
    return { sheet: workbook.sheet(name) ?? workbook.sheets[0], address, problem };
  };
  if (wanted === null || wanted.trim() === "") return fallback(null);
  const bang = wanted.lastIndexOf("!");
  const name = (bang < 0 ? "" : wanted.slice(0, bang).trim())
    .replace(/^'(.*)'$/, "$1")
    .replace(/''/g, "'");
  const address = (bang < 0 ? wanted : wanted.slice(bang + 1)).trim();
  const sheet = name === "" ? workbook.sheets[0] : workbook.sheet(name);
  if (!sheet) return fallback(`?cell=${wanted}: there is no sheet named ${name}.`);
  try {
    parseCellRange(address);
  } catch {
    return fallback(
      `?cell=${wanted}: "${address}" is not a cell address such as B13 (or a range such as B13:C13).`,
    );
  }
  return { sheet, address, problem: null };
}

export function cellName(row: number, col: number): string {
  return `${columnLetters(col)}${row + 1}`;
}

/** "A1", or "A1:C3" for a range of more than one cell. */
export function rangeName(row: number, col: number, rows: number, cols: number): string {
  const start = cellName(row, col);
  return rows === 1 && cols === 1 ? start : `${start}:${cellName(row + rows - 1, col + cols - 1)}`;
}

export function qualified(sheet: string, local: string): string {
  return `${quoteSheetName(sheet)}!${local}`;
}

/** A projects block's column that names no input but an id or name (a label, echoed). */
const isProjectLabel = (name: unknown): boolean =>
  typeof name === "string" && /^(id|name|project)$/i.test(name.trim());

function roleOf(block: BlockDefinition, r: number, c: number): CellModel["role"] {
  if (block.kind === "projects") {
    if (r === 0) return undefined;
    return isProjectLabel(block.rows[0]?.[c]) ? "label" : "input";
  }
  if (block.table !== undefined) {
    if (r === 0) return undefined;
    return c === 0 ? "label" : "input";
  }
  if (block.kind === "inputs") return block.labels !== false && c === 0 ? "label" : "input";
  if (block.kind === "criteria") return (block.across ? r === 0 : c === 0) ? "label" : "input";
  return undefined;
}

function criteriaInput(block: BlockDefinition, r: number, c: number): CellModel["input"] {
  if (block.kind !== "criteria" && block.kind !== "projects") return undefined;
  if (!block.calc || roleOf(block, r, c) !== "input") return undefined;
  const name = block.across || block.kind === "projects" ? block.rows[0]?.[c] : block.rows[r]?.[0];
  return typeof name === "string" ? { calc: block.calc, name } : undefined;
}

/** Builds the model from the readable definition (formulas not yet calculated). */
export function workbookFromDefinition(def: WorkbookDefinition): WorkbookModel {
  const sheets = def.sheets.map((s) => {
    const sheet = new SheetModel(s.name, s.columns ?? {});
    for (const block of s.blocks) {
      const at = parseCellAddress(block.at);
      block.rows.forEach((row, r) =>
        row.forEach((v, c) => {
          if (v === null || v === "") return;
          const formula = typeof v === "string" && v.startsWith("=") ? v : null;
          sheet.set(at.row + r, at.col + c, {
            value: formula ? null : v,
            formula,
            kind: block.table !== undefined && r === 0 ? "header" : block.kind,
            role: roleOf(block, r, c),
            format: block.format,
            comment: r === 0 && c === 0 ? block.comment : undefined,
            input: criteriaInput(block, r, c),
          });
        }),
      );
    }
    return sheet;
  });
  const workbook = new WorkbookModel(def.title, sheets);
  def.sheets.forEach((s, i) => {
    for (const block of s.blocks) {
      if (block.table === undefined) continue;
      const at = parseCellAddress(block.at);
      workbook.tables.push({
        name: block.table,
        sheet: sheets[i],
        row: at.row,
        col: at.col,
        rows: block.rows.length - 1,
        cols: Math.max(...block.rows.map((r) => r.length)),
      });
    }
  });
  for (const sheet of sheets)
    fitLabels(
      sheet,
      workbook.tables.filter((t) => t.sheet === sheet),
    );
  return workbook;
}

/** Excel's default column width, in characters. */
export const DEFAULT_WIDTH = 8.43;
/** The widest a column grows for a label; a longer one is cut there, as a note would be. */
const WIDEST_LABEL = 60;

/** Room for a table header's filter button, in characters. */
const FILTER_BUTTON = 3;

/**
 * Each column at least as wide as its labels that would be cut: by a filled cell to their right
 * ("Minimum wage the wage floor uses (NJCREDIT."), by the edge of the printed area, or by a
 * table header's filter button (a criteria name across a row, "renewableEnergyShare"): on
 * screen and printed, a label is read whole. A title or note runs on into the empty cells
 * beside it, as in Excel.
 */
function fitLabels(sheet: SheetModel, tables: readonly TableModel[]): void {
  const bounds = sheet.bounds();
  const lastColumn = bounds ? bounds.col + bounds.cols - 1 : -1;
  for (const [key, cell] of sheet.cells) {
    if (typeof cell.value !== "string" || cell.kind === "title" || cell.kind === "note") continue;
    const [row, col] = key.split(",").map(Number);
    const right = sheet.get(row, col + 1);
    const filled = right !== undefined && (right.value !== null || right.formula !== null);
    const header = tables.some((t) => t.row === row && col >= t.col && col < t.col + t.cols);
    if (!filled && !header && col !== lastColumn) continue;
    const letter = columnLetters(col);
    const needed = Math.min(cell.value.length + 2 + (header ? FILTER_BUTTON : 0), WIDEST_LABEL);
    if (needed > (sheet.columns[letter] ?? DEFAULT_WIDTH)) sheet.columns[letter] = needed;
  }
}

// ---------------------------------------------------------------------------------------------
// Calculation

export interface ParameterInfo {
  name: string;
  dimensionality?: "scalar" | "matrix";
}

export interface RegisteredFunction {
  id: string;
  fn: (...args: unknown[]) => unknown;
  parameters: ParameterInfo[];
}

export type FunctionRegistry = Map<string, RegisteredFunction>;

type Evaluated = Value | { matrix: Matrix };

const isMatrix = (e: Evaluated): e is { matrix: Matrix } =>
  typeof e === "object" && e !== null && "matrix" in e;

const notComputed = (what: string): ErrorValue => ({
  error: "#N/A",
  message: `the preview does not compute ${what}`,
});

/** A thrown or returned CustomFunctions.Error (anything with an Excel error code) as a value. */
export function errorFrom(thrown: unknown): ErrorValue {
  const o = thrown as { code?: unknown; message?: unknown } | null;
  if (o && typeof o.code === "string" && o.code.startsWith("#")) {
    return {
      error: o.code,
      message: typeof o.message === "string" && o.message ? o.message : undefined,
    };
  }
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  return { error: "#VALUE!", message };
}

function toValue(v: unknown): Value {
  if (v === undefined || v === null) return null;
  if (typeof v === "number" || typeof v === "string" || typeof v === "boolean") return v;
  if (isErrorValue(v)) return v;
  const o = v as { code?: unknown; type?: unknown; basicValue?: unknown; text?: unknown };
  if (o && typeof o.code === "string" && o.code.startsWith("#")) return errorFrom(v);
  // Data types, where a host takes them (CustomFunctionsRuntime 1.4): a formatted number reads
  // as its number, as formulas read it in Excel; an entity card shows its text.
  if (o?.type === "FormattedNumber" && typeof o.basicValue === "number") return o.basicValue;
  if (o?.type === "Entity" && typeof o.text === "string") return o.text;
  return { error: "#VALUE!", message: `the function returned ${JSON.stringify(v)}` };
}

export class Calculator {
  constructor(
    private readonly workbook: WorkbookModel,
    private readonly functions: FunctionRegistry,
  ) {}

  /** Calculates every formula: plain references first, then the function calls, in order. */
  async calculateAll(): Promise<void> {
    const cells = this.workbook.formulaCells();
    const isCall = (f: string): boolean => /[A-Za-z_][\w.]*\(/.test(f);
    for (const c of cells.filter((c) => !isCall(c.cell.formula!)))
      await this.calculate(c.sheet, c.row, c.col);
    for (const c of cells.filter((c) => isCall(c.cell.formula!)))
      await this.calculate(c.sheet, c.row, c.col);
  }

  /** Calculates one formula cell and spills its result. */
  async calculate(sheet: SheetModel, row: number, col: number): Promise<void> {
    const cell = sheet.get(row, col);
    if (!cell || cell.formula === null) return;
    this.clearSpill(sheet, row, col, cell);
    let result: Evaluated;
    try {
      result = await this.evaluate(parseFormula(cell.formula), sheet);
    } catch (err) {
      result = { error: "#NAME?", message: err instanceof Error ? err.message : String(err) };
    }
    if (!isMatrix(result)) {
      cell.value = result;
      return;
    }
    const matrix = result.matrix;
    const rows = matrix.length;
    const cols = Math.max(1, ...matrix.map((r) => r.length));
    if (rows === 1 && cols === 1) {
      cell.value = matrix[0][0] ?? null;
      return;
    }
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (r === 0 && c === 0) continue;
        const other = sheet.get(row + r, col + c);
        if (other && (other.formula !== null || other.value !== null)) {
          cell.value = {
            error: "#SPILL!",
            message: `the result needs ${rangeName(row, col, rows, cols)}, and ${cellName(row + r, col + c)} is not empty`,
          };
          return;
        }
      }
    }
    cell.value = matrix[0][0] ?? null;
    cell.spill = { rows, cols };
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (r === 0 && c === 0) continue;
        sheet.set(row + r, col + c, {
          value: matrix[r][c] ?? null,
          formula: null,
          kind: "spill",
          spillParent: { row, col },
        });
      }
    }
  }

  private clearSpill(sheet: SheetModel, row: number, col: number, cell: CellModel): void {
    if (!cell.spill) return;
    for (let r = 0; r < cell.spill.rows; r++) {
      for (let c = 0; c < cell.spill.cols; c++) {
        const other = sheet.get(row + r, col + c);
        if (
          other?.kind === "spill" &&
          other.spillParent?.row === row &&
          other.spillParent.col === col
        ) {
          sheet.delete(row + r, col + c);
        }
      }
    }
    cell.spill = undefined;
  }

  private async evaluate(node: FormulaNode, sheet: SheetModel): Promise<Evaluated> {
    switch (node.kind) {
      case "number":
      case "string":
      case "boolean":
        return node.value;
      case "error":
        return { error: node.value };
      case "array":
        return {
          matrix: await Promise.all(
            node.rows.map((r) =>
              Promise.all(r.map(async (n) => this.scalarOf(await this.evaluate(n, sheet)))),
            ),
          ),
        };
      case "ref":
        return this.reference(node, sheet);
      case "unary": {
        const v = this.scalarOf(await this.evaluate(node.operand, sheet));
        if (isErrorValue(v)) return v;
        if (node.op === "@") return v;
        if (typeof v !== "number")
          return { error: "#VALUE!", message: `${node.text}: not a number` };
        return node.op === "-" ? -v : v;
      }
      case "call":
        return this.call(node, sheet);
      case "structured":
        return this.structured(node);
      default:
        return notComputed(`"${node.text}"`);
    }
  }

  private scalarOf(e: Evaluated): Value {
    if (isMatrix(e)) {
      const m = e.matrix;
      return m.length === 1 && m[0].length === 1
        ? m[0][0]
        : { error: "#VALUE!", message: "a range where one value belongs" };
    }
    return e;
  }

  private reference(node: Extract<FormulaNode, { kind: "ref" }>, from: SheetModel): Evaluated {
    if (node.workbook !== null || node.sheetTo !== null)
      return notComputed(`the reference ${node.text}`);
    const sheet = node.sheet === null ? from : this.workbook.sheet(node.sheet);
    if (!sheet) return { error: "#REF!", message: `there is no sheet named ${node.sheet}` };
    const used = sheet.bounds() ?? { row: 0, col: 0, rows: 1, cols: 1 };
    let r0 = node.start.row ?? 0;
    let c0 = node.start.col ?? 0;
    const end = node.end ?? node.start;
    let r1 = end.row ?? used.row + used.rows - 1;
    let c1 = end.col ?? used.col + used.cols - 1;
    if (node.spill) {
      const anchor = sheet.get(r0, c0);
      if (!anchor?.spill) return { error: "#REF!", message: `${node.text} does not spill` };
      r1 = r0 + anchor.spill.rows - 1;
      c1 = c0 + anchor.spill.cols - 1;
    }
    [r0, r1] = [Math.min(r0, r1), Math.max(r0, r1)];
    [c0, c1] = [Math.min(c0, c1), Math.max(c0, c1)];
    const matrix: Matrix = [];
    for (let r = r0; r <= r1; r++) {
      const row: Value[] = [];
      for (let c = c0; c <= c1; c++) row.push(sheet.get(r, c)?.value ?? null);
      matrix.push(row);
    }
    return { matrix };
  }

  /** A table's columns (`T[[Name]:[Value]]`): every data row it has now. */
  private structured(node: Extract<FormulaNode, { kind: "structured" }>): Evaluated {
    const wanted = tableColumns(node.table, node.spec);
    if (!wanted.ok) return notComputed(`${node.text}, which ${wanted.reason}`);
    const table = this.workbook.table(wanted.table);
    if (!table) return { error: "#REF!", message: `there is no table named ${wanted.table}` };
    const columns = this.workbook.tableColumns(table).map((c) => c.trim().toLowerCase());
    const from = wanted.first === null ? 0 : columns.indexOf(wanted.first.toLowerCase());
    const to =
      wanted.last === null ? columns.length - 1 : columns.indexOf(wanted.last.toLowerCase());
    if (from < 0 || to < 0)
      return {
        error: "#REF!",
        message: `table ${table.name} has no column ${from < 0 ? wanted.first : wanted.last}`,
      };
    const matrix: Matrix = [];
    // [#All]: the header row (row 0 of the table) above the data rows.
    for (let r = wanted.headers ? 0 : 1; r <= table.rows; r++) {
      const row: Value[] = [];
      for (let c = Math.min(from, to); c <= Math.max(from, to); c++)
        row.push(table.sheet.get(table.row + r, table.col + c)?.value ?? null);
      matrix.push(row);
    }
    return { matrix };
  }

  private async call(
    node: Extract<FormulaNode, { kind: "call" }>,
    sheet: SheetModel,
  ): Promise<Evaluated> {
    const registered = this.functions.get(node.name.toUpperCase());
    if (!registered) {
      return {
        error: "#NAME?",
        message: `${node.name} is not one of the add-in's functions (the preview computes only those)`,
      };
    }
    if (node.args.length > registered.parameters.length) {
      return {
        error: "#VALUE!",
        message: `${registered.id} takes at most ${registered.parameters.length} arguments`,
      };
    }
    const args: unknown[] = [];
    for (let i = 0; i < registered.parameters.length; i++) {
      const argNode = node.args[i] ?? null;
      if (argNode === null) {
        args.push(null);
        continue;
      }
      const evaluated = await this.evaluate(argNode, sheet);
      const matrixParam = registered.parameters[i].dimensionality === "matrix";
      const m = isMatrix(evaluated) ? evaluated.matrix : null;
      // Excel does not call a function with an error argument: the cell shows that error.
      const firstError = m
        ? m.flat().find(isErrorValue)
        : isErrorValue(evaluated)
          ? evaluated
          : undefined;
      if (firstError) return firstError;
      if (matrixParam) args.push(m ?? [[evaluated as Scalar]]);
      else {
        const v = this.scalarOf(evaluated);
        if (isErrorValue(v)) return v;
        args.push(v);
      }
    }
    let out: unknown;
    try {
      out = await registered.fn(...args);
    } catch (err) {
      return errorFrom(err);
    }
    if (Array.isArray(out)) {
      return { matrix: out.map((row) => (Array.isArray(row) ? row : [row]).map(toValue)) };
    }
    return toValue(out);
  }
}

/**
 * What a cell shows, as text: a number in its Excel number format (numberFormats.ts
 * numberFormatOf: the one the sample workbook carries), errors as their code.
 */
export function displayValue(cell: Pick<CellModel, "value">, format?: string): string {
  const v = cell.value;
  if (v === null) return "";
  if (isErrorValue(v)) return v.error;
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  if (typeof v === "string") return v;
  return renderNumber(v, format);
}
