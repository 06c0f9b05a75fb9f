/**
 * A stand-in for Excel, over the preview's in-memory workbook: the `Excel.run` object model the
 * task pane uses (excel.ts: worksheets, ranges, spills, used ranges, tables, the active cell)
 * and the `Office` global (onReady, the selection-changed event, the theme), so the real task
 * pane bundle runs unchanged in a plain browser.
 *
 * Ranges are live views of the model: reads return what the cells hold now, writes change the
 * model at once, so `load` and `sync` have nothing to do. Values come back as Excel gives them:
 * "" for an empty cell, the error code text ("#VALUE!") with valueType "Error" for an error.
 */
import type {
  XlHost,
  XlNamedItem,
  XlNamedItems,
  XlRange,
  XlRequestContext,
  XlTable,
  XlTableItem,
  XlWorksheet,
  XlWorksheets,
} from "../taskpane/excel";
import { columnIndex, columnLetters } from "../excel/references";
import { numberFormatOf } from "./numberFormats";
import {
  Calculator,
  SheetModel,
  displayValue,
  isErrorValue,
  qualified,
  rangeName,
  type CellModel,
  type Scalar,
  type TableModel,
  type WorkbookModel,
} from "./workbook";

const MAX_ROWS = 1048576;
const MAX_COLS = 16384;

/** The selection: its active cell, and the range selected when it is more than that cell. */
export interface Selection {
  sheet: SheetModel;
  row: number;
  col: number;
  range?: Box;
}

/** A block of cells: its top-left cell and how many rows and columns it spans. */
export interface Box {
  row: number;
  col: number;
  rows: number;
  cols: number;
}

/** "B2", "$A$1:C3", "A:C", "3:5" → 0-based box (whole rows/columns span the sheet). */
export function parseLocalAddress(
  address: string,
): { row: number; col: number; rows: number; cols: number } | null {
  const text = address.replace(/\$/g, "").trim();
  const local = text.includes("!") ? text.slice(text.lastIndexOf("!") + 1) : text;
  const [a, b = a] = local.split(":");
  const point = (p: string): { row: number | null; col: number | null } | null => {
    const m = /^([A-Za-z]{0,3})(\d*)$/.exec(p);
    if (!m || (m[1] === "" && m[2] === "")) return null;
    const col = m[1] ? columnIndex(m[1]) : null;
    if (m[1] && col === null) return null;
    return { row: m[2] ? Number(m[2]) - 1 : null, col };
  };
  const s = point(a);
  const e = point(b);
  if (!s || !e) return null;
  const r0 = s.row ?? 0;
  const r1 = e.row ?? MAX_ROWS - 1;
  const c0 = s.col ?? 0;
  const c1 = e.col ?? MAX_COLS - 1;
  return {
    row: Math.min(r0, r1),
    col: Math.min(c0, c1),
    rows: Math.abs(r1 - r0) + 1,
    cols: Math.abs(c1 - c0) + 1,
  };
}

function excelValue(cell: CellModel | undefined): Scalar {
  if (!cell || cell.value === null) return "";
  return isErrorValue(cell.value) ? cell.value.error : cell.value;
}

function valueType(cell: CellModel | undefined): string {
  const v = cell?.value ?? null;
  if (v === null || v === "") return "Empty";
  if (isErrorValue(v)) return "Error";
  if (typeof v === "number") return "Double";
  if (typeof v === "boolean") return "Boolean";
  return "String";
}

const NULL_ITEM: XlNamedItem = {
  isNullObject: true,
  name: "",
  type: "",
  value: null,
  load: () => NULL_ITEM,
  getRangeOrNullObject: () => {
    throw new Error("a null named item has no range");
  },
};

/** Excel's column width in points as the sheet's width in characters (as the xlsx stores it). */
const POINTS_PER_CHARACTER = 5.6;

class RangeStub implements XlRange {
  /** Dropdowns the scenario templates set: kept, not enforced (the preview only shows cells). */
  private validation: { rule?: unknown; errorAlert?: unknown } = {};
  get dataValidation(): { rule?: unknown; errorAlert?: unknown } {
    this.host.requires("ExcelApi", "1.8", "Range.dataValidation");
    return this.validation;
  }
  /**
   * What the pane's writing sets on a range: its number formats, wrapping and column widths are
   * kept in the sheet (the preview shows cells with them, as Excel does); alignment and fonts are
   * accepted and not shown.
   */
  get format() {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the setters below need it
    const range = this;
    return {
      // Each column as wide as its longest line of text in the range (wrapping cells aside),
      // within Excel's limits: what autofit does, near enough for the preview.
      autofitColumns: (): void => {
        for (let c = 0; c < range.columnCount; c++) {
          let widest = 0;
          for (let r = 0; r < range.rowCount; r++) {
            const [row, col] = [range.rowIndex + r, range.columnIndex + c];
            const cell = range.sheet.get(row, col);
            if (!cell || range.sheet.wrapped.has(SheetModel.key(row, col))) continue;
            for (const line of displayValue(cell, numberFormatOf(range.sheet, row, col)).split(
              "\n",
            ))
              widest = Math.max(widest, line.length);
          }
          if (widest > 0)
            range.sheet.columns[columnLetters(range.columnIndex + c)] = Math.min(widest + 2, 100);
        }
      },
      autofitRows: (): void => undefined,
      get wrapText(): boolean {
        return range.keys().every((k) => range.sheet.wrapped.has(k));
      },
      set wrapText(wrap: boolean) {
        for (const k of range.keys()) {
          if (wrap) range.sheet.wrapped.add(k);
          else range.sheet.wrapped.delete(k);
        }
      },
      get columnWidth(): number {
        return (range.sheet.columns[columnLetters(range.columnIndex)] ?? 0) * POINTS_PER_CHARACTER;
      },
      set columnWidth(points: number) {
        for (let c = 0; c < range.columnCount; c++)
          range.sheet.columns[columnLetters(range.columnIndex + c)] = points / POINTS_PER_CHARACTER;
      },
      verticalAlignment: "Bottom",
      font: { bold: false, size: 11 },
    };
  }

  /** Range.numberFormat: one format per cell, or one for every cell, as Excel takes it. */
  get numberFormat(): unknown[][] {
    return this.map(() => "General").map((row, r) =>
      row.map(
        (general, c) =>
          this.sheet.numberFormats.get(SheetModel.key(this.rowIndex + r, this.columnIndex + c)) ??
          general,
      ),
    );
  }
  set numberFormat(formats: unknown[][]) {
    for (let r = 0; r < this.rowCount; r++)
      for (let c = 0; c < this.columnCount; c++) {
        const f = Array.isArray(formats) ? (formats[r] as unknown[] | undefined)?.[c] : formats;
        if (typeof f === "string")
          this.sheet.numberFormats.set(SheetModel.key(this.rowIndex + r, this.columnIndex + c), f);
      }
  }

  /** The keys of the range's cells. */
  private keys(): string[] {
    const out: string[] = [];
    for (let r = 0; r < this.rowCount; r++)
      for (let c = 0; c < this.columnCount; c++)
        out.push(SheetModel.key(this.rowIndex + r, this.columnIndex + c));
    return out;
  }

  constructor(
    private readonly host: PreviewHost,
    private readonly sheetModel: SheetModel | null,
    readonly rowIndex: number,
    readonly columnIndex: number,
    readonly rowCount: number,
    readonly columnCount: number,
  ) {}

  load(): this {
    return this;
  }
  get isNullObject(): boolean {
    return this.sheetModel === null;
  }
  private get sheet(): SheetModel {
    if (!this.sheetModel) throw new Error("the range is a null object");
    return this.sheetModel;
  }
  get address(): string {
    return qualified(
      this.sheet.name,
      rangeName(this.rowIndex, this.columnIndex, this.rowCount, this.columnCount),
    );
  }
  get worksheet(): XlWorksheet {
    return this.host.worksheet(this.sheet);
  }
  private map<T>(f: (cell: CellModel | undefined) => T): T[][] {
    const out: T[][] = [];
    for (let r = 0; r < this.rowCount; r++) {
      const row: T[] = [];
      for (let c = 0; c < this.columnCount; c++) {
        row.push(f(this.sheet.get(this.rowIndex + r, this.columnIndex + c)));
      }
      out.push(row);
    }
    return out;
  }
  get values(): unknown[][] {
    return this.map(excelValue);
  }
  set values(values: unknown[][]) {
    this.write(values, false);
  }
  get formulas(): unknown[][] {
    return this.map((cell) => cell?.formula ?? excelValue(cell));
  }
  set formulas(values: unknown[][]) {
    this.write(values, true);
  }
  get valueTypes(): string[][] {
    return this.map(valueType);
  }

  /** Writes a matrix (or one value for every cell, as Excel allows). */
  private write(values: unknown[][] | unknown, formulas: boolean): void {
    for (let r = 0; r < this.rowCount; r++) {
      for (let c = 0; c < this.columnCount; c++) {
        const v = Array.isArray(values) ? (values[r] as unknown[] | undefined)?.[c] : values;
        const scalar: Scalar =
          v === undefined || v === null || v === ""
            ? null
            : typeof v === "number" || typeof v === "boolean"
              ? v
              : String(v);
        const isFormula = formulas && typeof scalar === "string" && scalar.startsWith("=");
        if (isFormula) this.host.formulasWritten = true;
        const row = this.rowIndex + r;
        const col = this.columnIndex + c;
        if (scalar === null) this.sheet.delete(row, col);
        else
          this.sheet.set(row, col, {
            value: isFormula ? null : scalar,
            formula: isFormula ? (scalar as string) : null,
            kind: "text",
          });
      }
    }
    this.host.changed();
  }

  /** Selects the range's first cell, as Range.select() does (the pane hears of it). */
  select(): void {
    this.host.select(this.sheet, this.rowIndex, this.columnIndex);
  }

  getEntireColumn(): XlRange {
    return new RangeStub(
      this.host,
      this.sheetModel,
      0,
      this.columnIndex,
      MAX_ROWS,
      this.columnCount,
    );
  }

  getCell(row: number, column: number): XlRange {
    return new RangeStub(
      this.host,
      this.sheetModel,
      this.rowIndex + row,
      this.columnIndex + column,
      1,
      1,
    );
  }

  /** The anchor of the spill this cell is part of (the anchor itself for an anchor). */
  getSpillParentOrNullObject(): XlRange {
    this.host.requires("ExcelApi", "1.12", "Range.getSpillParentOrNullObject");
    const cell = this.sheet.get(this.rowIndex, this.columnIndex);
    if (cell?.spillParent) {
      return new RangeStub(this.host, this.sheet, cell.spillParent.row, cell.spillParent.col, 1, 1);
    }
    if (cell?.spill)
      return new RangeStub(this.host, this.sheet, this.rowIndex, this.columnIndex, 1, 1);
    return this.host.nullRange();
  }

  getSpillingToRangeOrNullObject(): XlRange {
    this.host.requires("ExcelApi", "1.12", "Range.getSpillingToRangeOrNullObject");
    const cell = this.sheet.get(this.rowIndex, this.columnIndex);
    if (!cell?.spill) return this.host.nullRange();
    return new RangeStub(
      this.host,
      this.sheet,
      this.rowIndex,
      this.columnIndex,
      cell.spill.rows,
      cell.spill.cols,
    );
  }

  getIntersectionOrNullObject(other: XlRange | string): XlRange {
    const box =
      typeof other === "string"
        ? parseLocalAddress(other)
        : {
            row: other.rowIndex,
            col: other.columnIndex,
            rows: other.rowCount,
            cols: other.columnCount,
          };
    if (!box || (typeof other !== "string" && other.isNullObject)) return this.host.nullRange();
    const r0 = Math.max(this.rowIndex, box.row);
    const c0 = Math.max(this.columnIndex, box.col);
    const r1 = Math.min(this.rowIndex + this.rowCount, box.row + box.rows) - 1;
    const c1 = Math.min(this.columnIndex + this.columnCount, box.col + box.cols) - 1;
    if (r1 < r0 || c1 < c0) return this.host.nullRange();
    return new RangeStub(this.host, this.sheet, r0, c0, r1 - r0 + 1, c1 - c0 + 1);
  }
}

class WorksheetStub implements XlWorksheet {
  readonly isNullObject = false;
  readonly names: XlNamedItems = { getItemOrNullObject: () => NULL_ITEM };
  readonly tables = {
    add: (address: string | XlRange): XlTable => {
      const range = typeof address === "string" ? this.getRange(address) : address;
      // The model's table, so formulas (T[[Name]:[Value]]) and the pane's reader find it.
      const model: TableModel = {
        name: this.host.freeTableName(),
        sheet: this.model,
        row: range.rowIndex,
        col: range.columnIndex,
        rows: range.rowCount - 1,
        cols: range.columnCount,
      };
      this.host.workbook.tables.push(model);
      const table = {
        get name() {
          return model.name;
        },
        set name(name: string) {
          model.name = name;
        },
        style: "",
        getRange: () => range,
      };
      this.host.tables.push({ sheet: this.model, table });
      return table;
    },
  };
  readonly freezePanes = { freezeRows: (): void => undefined };

  constructor(
    private readonly host: PreviewHost,
    readonly model: SheetModel,
  ) {}

  get name(): string {
    return this.model.name;
  }
  load(): this {
    return this;
  }
  getRange(address?: string): XlRange {
    if (address === undefined)
      return new RangeStub(this.host, this.model, 0, 0, MAX_ROWS, MAX_COLS);
    const box = parseLocalAddress(address);
    if (!box) throw new Error(`"${address}" is not an address the preview understands`);
    return new RangeStub(this.host, this.model, box.row, box.col, box.rows, box.cols);
  }
  getRangeByIndexes(row: number, col: number, rows: number, cols: number): XlRange {
    return new RangeStub(this.host, this.model, row, col, rows, cols);
  }
  getUsedRangeOrNullObject(): XlRange {
    const b = this.model.bounds();
    if (!b) return this.host.nullRange();
    return new RangeStub(this.host, this.model, b.row, b.col, b.rows, b.cols);
  }
  getUsedRange(): XlRange {
    const used = this.getUsedRangeOrNullObject();
    return used.isNullObject ? new RangeStub(this.host, this.model, 0, 0, 1, 1) : used;
  }
  activate(): void {
    this.host.activateSheet(this.model);
  }
  delete(): void {
    this.host.deleteSheet(this.model);
  }
}

export interface OfficeStub {
  onReady(
    callback?: (info: { host: string; platform: string }) => void,
  ): Promise<{ host: string; platform: string }>;
  HostType: Record<string, string>;
  EventType: Record<string, string>;
  AsyncResultStatus: Record<string, string>;
  context: unknown;
  actions: { associate(): void };
  addin: Record<string, (...args: unknown[]) => unknown>;
}

/** Office theme colours, as Office.context.officeTheme gives them. */
export const THEMES = {
  light: undefined,
  dark: {
    bodyBackgroundColor: "#262626",
    bodyForegroundColor: "#ffffff",
    controlBackgroundColor: "#363636",
    controlForegroundColor: "#ffffff",
  },
} as const;

export class PreviewHost {
  selection: Selection;
  activeSheet: SheetModel;
  readonly tables: { sheet: SheetModel; table: XlTable }[] = [];
  private readonly selectionHandlers = new Set<(event: unknown) => void>();
  private readonly sheetStubs = new Map<SheetModel, WorksheetStub>();
  private readonly calculator: Calculator;
  /** Whether a batch wrote a formula (a scenario template's): the run recalculates after it. */
  formulasWritten = false;
  /** Called after anything changes the workbook (the pane's audit sheet, an edit). */
  onChange: () => void = () => undefined;
  /**
   * Round trips so far: every `context.sync()` of every batch. In Excel on the web each one is a
   * request over the network, so the pane is held to a few per explanation (counted in tests).
   */
  syncs = 0;

  /**
   * A call this host does not support, made in the batch being built: as in Excel, the call
   * itself answers, and the batch's next sync fails (ApiNotFound).
   */
  private unsupported: string | null = null;

  /**
   * `supports`: the requirement sets this host has, as `Office.context.requirements
   * .isSetSupported` answers (by default every one); a member above them fails the batch.
   */
  constructor(
    readonly workbook: WorkbookModel,
    calculator: Calculator,
    readonly theme: (typeof THEMES)[keyof typeof THEMES] = undefined,
    readonly supports: (set: string, version?: string) => boolean = () => true,
  ) {
    this.calculator = calculator;
    this.activeSheet = workbook.sheets[0];
    this.selection = { sheet: this.activeSheet, row: 0, col: 0 };
  }

  worksheet(model: SheetModel): WorksheetStub {
    let stub = this.sheetStubs.get(model);
    if (!stub) {
      stub = new WorksheetStub(this, model);
      this.sheetStubs.set(model, stub);
    }
    return stub;
  }

  /** A name for a table just added, until the batch names it ("Table1", "Table2", …). */
  freeTableName(): string {
    for (let n = 1; ; n++) if (!this.workbook.table(`Table${n}`)) return `Table${n}`;
  }

  /** A workbook table as the pane's reader asks for it (structured references). */
  private tableItem(name: string): XlTableItem {
    const table = this.workbook.table(name);
    const range = (row: number, rows: number): XlRange =>
      table ? new RangeStub(this, table.sheet, row, table.col, rows, table.cols) : this.nullRange();
    return {
      isNullObject: table === undefined,
      load: () => undefined,
      getHeaderRowRange: () => range(table?.row ?? 0, 1),
      getDataBodyRange: () => range((table?.row ?? 0) + 1, table?.rows ?? 0),
    };
  }

  /** Notes a call of `member`, which needs `set` `version`, where this host lacks it. */
  requires(set: string, version: string, member: string): void {
    if (!this.supports(set, version)) this.unsupported ??= `${member} needs ${set} ${version}`;
  }

  nullRange(): XlRange {
    return new RangeStub(this, null, 0, 0, 0, 0);
  }

  changed(): void {
    this.onChange();
  }

  deleteSheet(sheet: SheetModel): void {
    const at = this.workbook.sheets.indexOf(sheet);
    if (at < 0) return;
    this.workbook.sheets.splice(at, 1);
    if (this.activeSheet === sheet) this.activeSheet = this.workbook.sheets[0];
    if (this.selection.sheet === sheet)
      this.selection = { sheet: this.activeSheet, row: 0, col: 0 };
    this.onChange();
  }

  activateSheet(sheet: SheetModel): void {
    this.activeSheet = sheet;
    this.onChange();
  }

  /**
   * Selects a cell, as a click in Excel does, or a range holding it (`range`, as a shift-click
   * selects: the cell clicked first stays the active one), and tells the pane.
   */
  select(sheet: SheetModel, row: number, col: number, range?: Box): void {
    this.activeSheet = sheet;
    this.selection = { sheet, row, col, ...(range && { range }) };
    for (const handler of [...this.selectionHandlers]) {
      try {
        handler({ type: "documentSelectionChanged" });
      } catch (err) {
        console.error("selection handler failed", err);
      }
    }
  }

  /** Recalculates every formula (after an edit) and redraws. */
  async recalculate(): Promise<void> {
    await this.calculator.calculateAll();
    this.onChange();
  }

  private context(): XlRequestContext {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the getter below needs it
    const host = this;
    /**
     * What a getItem of this batch asked for and did not find: as in Excel, the call itself
     * answers a proxy, and the batch's next sync fails with ItemNotFound.
     */
    let missing: string | null = null;
    const worksheets: XlWorksheets = {
      load: () => worksheets,
      get items() {
        return host.workbook.sheets.map((s) => host.worksheet(s));
      },
      getItem: (name: string) => {
        const sheet = this.workbook.sheet(name);
        if (sheet) return this.worksheet(sheet);
        missing ??= `there is no sheet named ${name}`;
        return new WorksheetStub(this, new SheetModel(name));
      },
      getItemOrNullObject: (name: string) => {
        const sheet = this.workbook.sheet(name);
        return sheet
          ? this.worksheet(sheet)
          : ({ isNullObject: true, name, load: () => undefined } as unknown as XlWorksheet);
      },
      add: (name: string) => {
        if (this.workbook.sheet(name)) throw new Error(`a sheet named ${name} already exists`);
        const sheet = new SheetModel(name);
        this.workbook.sheets.push(sheet);
        this.onChange();
        return this.worksheet(sheet);
      },
    };
    return {
      workbook: {
        worksheets,
        names: { getItemOrNullObject: () => NULL_ITEM },
        tables: {
          load: () => undefined,
          get items() {
            return host.workbook.tables.map((t) => ({ name: t.name }));
          },
          getItemOrNullObject: (name: string) => this.tableItem(name),
          getItem: (name: string) => {
            if (!this.workbook.table(name)) missing ??= `there is no table named ${name}`;
            return this.tableItem(name);
          },
        },
        getActiveCell: () =>
          new RangeStub(this, this.selection.sheet, this.selection.row, this.selection.col, 1, 1),
        getSelectedRange: () => {
          const { sheet, row, col, range } = this.selection;
          return range
            ? new RangeStub(this, sheet, range.row, range.col, range.rows, range.cols)
            : new RangeStub(this, sheet, row, col, 1, 1);
        },
      },
      sync: async () => {
        this.syncs++;
        if (this.unsupported !== null) {
          const error = Object.assign(new Error(`ApiNotFound: ${this.unsupported}`), {
            code: "ApiNotFound",
          });
          this.unsupported = null;
          throw error;
        }
        if (missing !== null) {
          const error = Object.assign(new Error(`ItemNotFound: ${missing}`), {
            code: "ItemNotFound",
          });
          missing = null;
          throw error;
        }
      },
    };
  }

  /** The `Excel` global. */
  readonly excel: XlHost = {
    run: async <T>(batch: (context: XlRequestContext) => Promise<T>): Promise<T> => {
      this.formulasWritten = false;
      const result = await batch(this.context());
      // Excel calculates what a batch wrote; so does the preview.
      if (this.formulasWritten) await this.recalculate();
      return result;
    },
  };

  /** An `Office` global for one window (the pane's frame). */
  office(): OfficeStub {
    const info = { host: "Excel", platform: "OfficeOnline" };
    return {
      onReady: (callback) => {
        const ready = Promise.resolve(info);
        if (callback) void ready.then(callback);
        return ready;
      },
      HostType: { Excel: "Excel" },
      EventType: { DocumentSelectionChanged: "documentSelectionChanged" },
      AsyncResultStatus: { Succeeded: "succeeded", Failed: "failed" },
      context: {
        host: "Excel",
        platform: "OfficeOnline",
        officeTheme: this.theme,
        requirements: {
          isSetSupported: (set: string, version?: string) => this.supports(set, version),
        },
        document: {
          addHandlerAsync: (
            eventType: string,
            handler: (event: unknown) => void,
            callback?: (result: unknown) => void,
          ) => {
            if (eventType === "documentSelectionChanged") this.selectionHandlers.add(handler);
            callback?.({ status: "succeeded", value: undefined });
          },
        },
      },
      actions: { associate: () => undefined },
      addin: {
        showAsTaskpane: async () => undefined,
        hide: async () => undefined,
        setStartupBehavior: async () => undefined,
        onVisibilityModeChanged: async () => () => undefined,
      },
    };
  }
}
