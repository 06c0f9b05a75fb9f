/**
 * Everything the pane asks of Excel, through the Excel JavaScript API: reading the active cell
 * (and its spill parent), reading argument ranges and defined names for the resolver, and
 * listing every cell of the workbook that uses our functions (for the audit sheet).
 *
 * The types below are the small part of the Excel API the pane uses, declared here so the pane
 * needs no global typings and tests can hand in a mock (office-addin-mock, or the stub host of
 * the browser test) with the same shape.
 */
import { isAddinSheet } from "./about";
import { mentionsFunctions, parseFormula } from "../excel/formula";
import type { CellInfo } from "./explain";
import { FORMULA_MARKERS } from "./explain";
import {
  splitAddress,
  type CellValue,
  type CellsRead,
  type ReadRequest,
  type ReadResult,
  type WorkbookReader,
} from "./resolve";

export interface XlLoadable {
  load(properties: string | string[]): unknown;
}

export interface XlRange extends XlLoadable {
  address: string;
  values: unknown[][];
  formulas: unknown[][];
  valueTypes: string[][];
  rowIndex: number;
  columnIndex: number;
  rowCount: number;
  columnCount: number;
  isNullObject: boolean;
  numberFormat: unknown[][];
  worksheet: XlWorksheet;
  format: {
    autofitColumns(): void;
    autofitRows(): void;
    wrapText: boolean;
    columnWidth: number;
    verticalAlignment: string;
    font: { bold: boolean; size: number };
  };
  getCell(row: number, column: number): XlRange;
  getSpillParentOrNullObject?(): XlRange;
  getSpillingToRangeOrNullObject?(): XlRange;
  getIntersectionOrNullObject(other: XlRange | string): XlRange;
}

export interface XlNamedItem extends XlLoadable {
  isNullObject: boolean;
  name: string;
  type: string;
  value: unknown;
  getRangeOrNullObject(): XlRange;
}

export interface XlNamedItems {
  getItemOrNullObject(name: string): XlNamedItem;
}

export interface XlTable {
  name: string;
  style: string;
  getRange(): XlRange;
}

/** A table as the reader reads it (structured references): its header and data rows. */
export interface XlTableItem extends XlLoadable {
  isNullObject: boolean;
  getHeaderRowRange(): XlRange;
  getDataBodyRange(): XlRange;
}

export interface XlWorksheet extends XlLoadable {
  name: string;
  isNullObject: boolean;
  names?: XlNamedItems;
  getRange(address?: string): XlRange;
  getRangeByIndexes(
    startRow: number,
    startColumn: number,
    rowCount: number,
    columnCount: number,
  ): XlRange;
  getUsedRangeOrNullObject(valuesOnly?: boolean): XlRange;
  getUsedRange(valuesOnly?: boolean): XlRange;
  tables: { add(address: string | XlRange, hasHeaders: boolean): XlTable };
  freezePanes?: { freezeRows(count: number): void };
  activate(): void;
  /** Removes the sheet (Excel's Worksheet.delete; a stand-in host may not have it). */
  delete?(): void;
}

export interface XlWorksheets extends XlLoadable {
  items: XlWorksheet[];
  /** The sheet, or an ItemNotFound error at the next sync (a stand-in host may not have it). */
  getItem?(name: string): XlWorksheet;
  getItemOrNullObject(name: string): XlWorksheet;
  add(name: string): XlWorksheet;
}

/** The workbook's tables (names are workbook-wide), where the host has them. */
export interface XlTables extends XlLoadable {
  items: { name: string }[];
  /** The table, or an ItemNotFound error at the next sync. */
  getItem?(name: string): XlTableItem;
  getItemOrNullObject?(name: string): XlTableItem;
}

export interface XlRequestContext {
  workbook: {
    worksheets: XlWorksheets;
    names: XlNamedItems;
    tables?: XlTables;
    getActiveCell(): XlRange;
    /** The selected range (its first area, when several are selected). */
    getSelectedRange(): XlRange;
  };
  sync(): Promise<void>;
}

/** The `Excel` global's one entry point the pane uses. */
export interface XlHost {
  run<T>(batch: (context: XlRequestContext) => Promise<T>): Promise<T>;
}

const RANGE_PROPS = ["address", "values", "valueTypes", "rowIndex", "columnIndex"];

/**
 * Whether the host supports an ExcelApi version. A call the host lacks would fail the whole
 * batch at sync, so spill lookups (1.12) are only queued where supported. Without the
 * requirements API (tests, stub hosts) everything is assumed supported.
 */
export function excelApiSupported(version: string): boolean {
  const office = (
    globalThis as {
      Office?: {
        context?: { requirements?: { isSetSupported(name: string, v: string): boolean } };
      };
    }
  ).Office;
  const requirements = office?.context?.requirements;
  return requirements ? requirements.isSetSupported("ExcelApi", version) : true;
}

/** An empty cell reads as "" in Excel; the functions and the spec treat it as not given. */
function cellValueOf(v: unknown): CellValue {
  if (v === "" || v === undefined || v === null) return null;
  if (typeof v === "number" || typeof v === "string" || typeof v === "boolean") return v;
  return String(v);
}

function cellsFrom(range: XlRange): CellsRead {
  const where = splitAddress(range.address);
  const errors: CellsRead["errors"] = [];
  (range.valueTypes ?? []).forEach((row, r) =>
    row.forEach((t, c) => {
      if (t === "Error") errors.push({ row: r, col: c, value: String(range.values[r][c]) });
    }),
  );
  return {
    kind: "cells",
    sheet: where.sheet,
    address: where.local,
    row: range.rowIndex,
    col: range.columnIndex,
    values: range.values.map((row) => row.map(cellValueOf)),
    errors,
  };
}

function emptyCells(sheet: string): CellsRead {
  return { kind: "cells", sheet, address: "", row: 0, col: 0, values: [], errors: [] };
}

/** "A:C" or "3:5": a whole column or row reference. */
const isWhole = (address: string): boolean =>
  /^([A-Za-z]+:[A-Za-z]+|\d+:\d+)$/.test(address.replace(/\$/g, ""));

/** Whether a range name's value ("Inputs!$A:$B", "=Inputs!$3:$5") spans whole columns or rows. */
export function namesWholeRowsOrColumns(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    const node = parseFormula(value.startsWith("=") ? value : `=${value}`);
    return node.kind === "ref" && (node.start.row === null || node.start.col === null);
  } catch {
    return false;
  }
}

/** A read queued in a batch: a range, a table's two parts, or an answer known without Excel. */
type Pending = { range: XlRange } | { header: XlRange; body: XlRange } | { done: ReadResult };

/**
 * Reads argument ranges and names with Excel.run. In Excel on the web every sync is a network
 * round trip, so a batch is read at once where it can be: every sheet, table and range asked for
 * by name (Worksheets.getItem, Tables.getItem) in one sync, and a second only for defined names
 * (whose kind must be known before their range is asked for). When any sheet or table named does
 * not exist, Excel fails that whole sync (ItemNotFound); the batch is then read again carefully,
 * in three syncs, each missing item found as a null object and said by name.
 */
export class ExcelReader implements WorkbookReader {
  constructor(private readonly excel: XlHost) {}

  async read(requests: readonly ReadRequest[]): Promise<ReadResult[]> {
    try {
      return await this.readAtOnce(requests);
    } catch {
      return this.readCarefully(requests);
    }
  }

  /** Every sheet and table taken to exist: one sync, two when a defined name is asked for. */
  private readAtOnce(requests: readonly ReadRequest[]): Promise<ReadResult[]> {
    return this.excel.run(async (ctx) => {
      const wb = ctx.workbook;
      const sheets = new Map<string, XlWorksheet>();
      const sheet = (name: string): XlWorksheet => {
        let ws = sheets.get(name);
        if (ws === undefined) {
          if (!wb.worksheets.getItem) throw new Error("this host cannot read sheets at once");
          ws = wb.worksheets.getItem(name);
          sheets.set(name, ws);
        }
        return ws;
      };
      const names = requests.map((r) =>
        r.kind === "name" ? queueName(wb, sheet(r.sheet), r) : null,
      );
      const pending = requests.map((r): Pending | null => {
        if (r.kind === "name") return null;
        if (r.kind === "table") {
          if (!wb.tables?.getItem) throw new Error("this host cannot read tables at once");
          return queueTable(wb.tables.getItem(r.table));
        }
        return queueRange(sheet(r.sheet), r);
      });
      await ctx.sync();
      if (names.some((n) => n !== null)) {
        names.forEach((n, i) => {
          if (n !== null) pending[i] = queueNamedRange(n, requests[i] as NameRequest);
        });
        await ctx.sync();
      }
      return pending.map((p, i) => finish(p as Pending, requests[i]));
    });
  }

  /** Three syncs: which sheets, tables and names exist; sheet-scoped names; then the ranges. */
  private readCarefully(requests: readonly ReadRequest[]): Promise<ReadResult[]> {
    return this.excel.run(async (ctx) => {
      const wb = ctx.workbook;
      // 1. Which sheets exist; workbook-scoped names.
      const sheets = new Map<string, XlWorksheet>();
      for (const r of requests) {
        if (!sheets.has(r.sheet)) {
          const ws = wb.worksheets.getItemOrNullObject(r.sheet);
          ws.load("name");
          sheets.set(r.sheet, ws);
        }
      }
      const globalNames = requests.map((r) => {
        if (r.kind !== "name") return null;
        const item = wb.names.getItemOrNullObject(r.name);
        item.load("name,type,value");
        return item;
      });
      const tables = requests.map((r) => {
        if (r.kind !== "table" || !wb.tables?.getItemOrNullObject) return null;
        const table = wb.tables.getItemOrNullObject(r.table);
        table.load("name");
        return table;
      });
      await ctx.sync();

      // 2. Sheet-scoped names (they win over workbook names of the same spelling).
      const scopedNames = requests.map((r) => {
        const ws = sheets.get(r.sheet)!;
        if (r.kind !== "name" || ws.isNullObject || !ws.names) return null;
        const item = ws.names.getItemOrNullObject(r.name);
        item.load("name,type,value");
        return item;
      });
      await ctx.sync();

      // 3. The ranges.
      const pending = requests.map((r, i): Pending => {
        const ws = sheets.get(r.sheet)!;
        if (r.kind === "table") {
          const table = tables[i];
          if (!table) return { done: { kind: "failed", reason: "this Excel cannot read tables" } };
          if (table.isNullObject)
            return { done: { kind: "failed", reason: `there is no table named ${r.table}` } };
          return queueTable(table);
        }
        if (r.kind === "name")
          return queueNamedRange({ scoped: scopedNames[i], global: globalNames[i]! }, r);
        if (ws.isNullObject)
          return { done: { kind: "failed", reason: `there is no sheet named ${r.sheet}` } };
        return queueRange(ws, r);
      });
      await ctx.sync();
      return pending.map((p, i) => finish(p, requests[i]));
    });
  }
}

type NameRequest = Extract<ReadRequest, { kind: "name" }>;
type RangeRequest = Extract<ReadRequest, { kind: "range" | "spill" }>;

/** A name's two items: scoped to the formula's sheet (where the host has them), and workbook. */
interface NameItems {
  scoped: XlNamedItem | null;
  global: XlNamedItem;
}

function queueName(wb: XlRequestContext["workbook"], ws: XlWorksheet, r: NameRequest): NameItems {
  const scoped = ws.names ? ws.names.getItemOrNullObject(r.name) : null;
  scoped?.load("name,type,value");
  const global = wb.names.getItemOrNullObject(r.name);
  global.load("name,type,value");
  return { scoped, global };
}

/** A defined name's range (a sheet-scoped name wins), or what the name holds instead. */
function queueNamedRange(items: NameItems, r: NameRequest): Pending {
  const item = items.scoped && !items.scoped.isNullObject ? items.scoped : items.global;
  if (item.isNullObject)
    return { done: { kind: "failed", reason: `there is no name ${r.name} in this workbook` } };
  if (item.type === "Range") {
    let range = item.getRangeOrNullObject();
    // A name over whole columns or rows (=Inputs!$A:$B): only the used part, as for a
    // whole-column argument; read whole it is millions of cells in one request.
    if (namesWholeRowsOrColumns(item.value))
      range = range.getIntersectionOrNullObject(range.worksheet.getUsedRange(true));
    range.load(RANGE_PROPS);
    return { range };
  }
  if (["String", "Integer", "Double", "Boolean"].includes(item.type)) {
    return { done: { kind: "constant", value: cellValueOf(item.value) } };
  }
  return {
    done: {
      kind: "failed",
      reason: `name ${r.name} holds a ${item.type.toLowerCase()} (${String(item.value)}), which the pane does not evaluate`,
    },
  };
}

function queueTable(table: XlTableItem): Pending {
  const header = table.getHeaderRowRange();
  header.load("values");
  const body = table.getDataBodyRange();
  body.load(RANGE_PROPS);
  return { header, body };
}

/** A range, a spill (`A1#`) or a whole row or column (its used part) on `ws`. */
function queueRange(ws: XlWorksheet, r: RangeRequest): Pending {
  const base = ws.getRange(r.address);
  let range: XlRange;
  if (r.kind === "spill") {
    if (!base.getSpillingToRangeOrNullObject || !excelApiSupported("1.12")) {
      return {
        done: { kind: "failed", reason: "spill references need a newer Excel (ExcelApi 1.12)" },
      };
    }
    range = base.getSpillingToRangeOrNullObject();
  } else if (isWhole(r.address)) {
    // A whole row or column: only the used part (a million empty cells are not inputs).
    range = base.getIntersectionOrNullObject(ws.getUsedRange(true));
  } else {
    range = base;
  }
  range.load(RANGE_PROPS);
  return { range };
}

function finish(p: Pending, r: ReadRequest): ReadResult {
  if ("done" in p) return p.done;
  if ("body" in p)
    return {
      kind: "table",
      columns: (p.header.values[0] ?? []).map((v) => String(v ?? "")),
      body: cellsFrom(p.body),
    };
  const range = p.range;
  if (range.isNullObject) {
    if (r.kind === "spill")
      return { kind: "failed", reason: `${r.address} on ${r.sheet} does not spill` };
    if (r.kind === "name") return { kind: "failed", reason: `name ${r.name} refers to no cells` };
    return emptyCells(r.sheet);
  }
  return cellsFrom(range);
}

function infoFrom(range: XlRange): {
  row: number;
  col: number;
  formula: string | null;
  value: CellValue;
} {
  const f = range.formulas?.[0]?.[0];
  return {
    row: range.rowIndex,
    col: range.columnIndex,
    formula: typeof f === "string" && f.startsWith("=") ? f : null,
    value: cellValueOf(range.values?.[0]?.[0]),
  };
}

const CELL_PROPS = ["address", "formulas", "values", "rowIndex", "columnIndex"];

/** A cell as the pane reads it: its formula and value, and its spill parent when it has one. */
function queueCell(cell: XlRange): () => CellInfo {
  cell.load(CELL_PROPS);
  const canAsk = cell.getSpillParentOrNullObject !== undefined && excelApiSupported("1.12");
  const parent = canAsk ? cell.getSpillParentOrNullObject!() : null;
  parent?.load(CELL_PROPS);
  return () => {
    const own = infoFrom(cell);
    const isChild =
      parent !== null &&
      !parent.isNullObject &&
      (parent.rowIndex !== own.row || parent.columnIndex !== own.col);
    return {
      sheet: splitAddress(cell.address).sheet,
      ...own,
      spillParent: isChild ? infoFrom(parent!) : null,
      ...(!canAsk && { spillUnknown: true }),
    };
  };
}

/** The active cell, with its spill parent when it is a spill child. */
export function readActiveCell(excel: XlHost): Promise<CellInfo> {
  return excel.run(async (ctx) => {
    const read = queueCell(ctx.workbook.getActiveCell());
    await ctx.sync();
    return read();
  });
}

/** Where a cell is: its sheet, and its 0-based row and column. */
export interface CellPlace {
  sheet: string;
  row: number;
  col: number;
}

/** The selected range: its sheet, top-left cell and size. */
export interface SelectionPlace extends CellPlace {
  rows: number;
  cols: number;
}

export function readSelection(excel: XlHost): Promise<SelectionPlace> {
  return excel.run(async (ctx) => {
    const selected = ctx.workbook.getSelectedRange();
    selected.load("address, rowIndex, columnIndex, rowCount, columnCount");
    await ctx.sync();
    const { address, rowIndex, columnIndex, rowCount, columnCount } = selected;
    return {
      sheet: splitAddress(address).sheet,
      row: rowIndex,
      col: columnIndex,
      rows: rowCount,
      cols: columnCount,
    };
  });
}

/**
 * Cells by place, each with its spill parent, in one round trip. A sheet that is gone (a pinned
 * cell's, renamed since) fails the sync with Excel's ItemNotFound, which the pane reports.
 */
export function readCellsAt(excel: XlHost, places: readonly CellPlace[]): Promise<CellInfo[]> {
  return excel.run(async (ctx) => {
    const worksheets = ctx.workbook.worksheets;
    const sheets = new Map<string, XlWorksheet>();
    const reads = places.map((p) => {
      let ws = sheets.get(p.sheet);
      if (!ws) {
        if (!worksheets.getItem) throw new Error("this host cannot read a sheet by its name");
        ws = worksheets.getItem(p.sheet);
        sheets.set(p.sheet, ws);
      }
      return queueCell(ws.getRangeByIndexes(p.row, p.col, 1, 1));
    });
    await ctx.sync();
    return reads.map((read) => read());
  });
}

/**
 * Cells read per request when scanning the workbook: a used range of a large workbook can be
 * millions of cells, and one request over about 5 MB (Excel on the web) fails the whole scan.
 */
export const CELLS_PER_READ = 20000;

/**
 * Every cell of the workbook whose formula uses one of our functions, sheet by sheet in order,
 * row by row. Spill children are left out: their spill parent stands for them. Each sheet's
 * used range is read in blocks of whole rows of at most CELLS_PER_READ cells.
 */
export function findFunctionCells(
  excel: XlHost,
  cellsPerRead: number = CELLS_PER_READ,
): Promise<CellInfo[]> {
  return excel.run(async (ctx) => {
    const sheets = ctx.workbook.worksheets;
    sheets.load("items/name");
    await ctx.sync();
    const used = sheets.items.map((ws) => {
      const range = ws.getUsedRangeOrNullObject();
      range.load(["rowIndex", "columnIndex", "rowCount", "columnCount"]);
      const mark = ws.getRangeByIndexes(1, 0, 1, 1);
      mark.load("values");
      return { ws, range, mark };
    });
    await ctx.sync();
    const found: CellInfo[] = [];
    const parents: { index: number; parent: XlRange }[] = [];
    for (const { ws, range, mark } of used) {
      if (range.isNullObject) continue;
      // A sheet the add-in wrote holds formulas as text: auditing it would audit the audit.
      if (isAddinSheet(ws.name, mark.values?.[0]?.[0])) continue;
      const rowsPerRead = Math.max(1, Math.floor(cellsPerRead / Math.max(1, range.columnCount)));
      for (let top = 0; top < range.rowCount; top += rowsPerRead) {
        const rows = Math.min(rowsPerRead, range.rowCount - top);
        const block = ws.getRangeByIndexes(
          range.rowIndex + top,
          range.columnIndex,
          rows,
          range.columnCount,
        );
        block.load(["formulas", "values"]);
        await ctx.sync();
        block.formulas.forEach((row, r) =>
          row.forEach((f, c) => {
            if (!mentionsFunctions(f, FORMULA_MARKERS)) return;
            found.push({
              sheet: ws.name,
              row: range.rowIndex + top + r,
              col: range.columnIndex + c,
              formula: f as string,
              value: cellValueOf(block.values[r][c]),
              spillParent: null,
            });
            const cell = block.getCell(r, c);
            if (cell.getSpillParentOrNullObject && excelApiSupported("1.12")) {
              const parent = cell.getSpillParentOrNullObject();
              parent.load(["rowIndex", "columnIndex"]);
              parents.push({ index: found.length - 1, parent });
            }
          }),
        );
      }
    }
    if (parents.length > 0) await ctx.sync();
    const children = new Set(
      parents
        .filter(
          ({ index, parent }) =>
            !parent.isNullObject &&
            (parent.rowIndex !== found[index].row || parent.columnIndex !== found[index].col),
        )
        .map(({ index }) => index),
    );
    return found.filter((_, i) => !children.has(i));
  });
}
