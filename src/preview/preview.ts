/**
 * The preview page (dist/preview.html): the sample workbook in a browser, calculated by the
 * add-in's real functions bundle and explained by its real task pane.
 *
 *   1. A stub `CustomFunctions` global records what the built functions.js registers; the page
 *      loads functions.js and reads functions.json for each parameter's shape, exactly the
 *      files Excel loads.
 *   2. Every formula of examples/sample-workbook.json is calculated through those registered
 *      functions (workbook.ts) and the sheet is drawn as a grid.
 *   3. taskpane.html — the pane Excel shows, with its own taskpane.js — runs in a frame whose
 *      `Office` and `Excel` globals are the stand-in host (host.ts) over the same workbook, so a
 *      click in the grid is a selection change the pane explains, and its audit sheet appears
 *      as a new tab.
 *
 * Query parameters: `?cell=Wind!B13` selects a cell at start (`?cell=Emerge!B17:B18` a range, as
 * a shift-click does, for the pane's Compare); `?theme=dark` gives the pane the dark Office theme.
 */
import definition from "../../examples/sample-workbook.json";
import { installCustomFunctions, makeCustomFunctionsGlobal } from "./customFunctions";
import { PreviewHost, THEMES } from "./host";
import { numberFormatOf } from "./numberFormats";
import { paneDocument } from "./paneDocument";
import {
  Calculator,
  cellName,
  displayValue,
  isErrorValue,
  parseCellAddress,
  parseCellRange,
  startCell,
  workbookFromDefinition,
  type CellModel,
  type FunctionRegistry,
  type ParameterInfo,
  type Scalar,
  SheetModel,
  type WorkbookDefinition,
} from "./workbook";
import { columnLetters } from "../excel/references";

interface FunctionsJson {
  functions: { id: string; parameters: ParameterInfo[] }[];
}

interface PreviewApi {
  install(win: Window): void;
  host: PreviewHost;
}

const $ = (id: string): HTMLElement => document.getElementById(id)!;

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

/** The functions functions.js registered, with their parameters from functions.json. */
async function registeredFunctions(): Promise<FunctionRegistry> {
  const associated = new Map<string, (...args: unknown[]) => unknown>();
  installCustomFunctions(window, (id, fn) => associated.set(id.toUpperCase(), fn));
  await loadScript("functions.js");
  const response = await fetch("functions.json");
  if (!response.ok) throw new Error(`functions.json: HTTP ${response.status}`);
  const metadata = (await response.json()) as FunctionsJson;
  const registry: FunctionRegistry = new Map();
  for (const f of metadata.functions) {
    const fn = associated.get(f.id.toUpperCase());
    if (!fn) throw new Error(`functions.json lists ${f.id}, but functions.js did not register it`);
    registry.set(f.id.toUpperCase(), { id: f.id, fn, parameters: f.parameters });
  }
  return registry;
}

// ---------------------------------------------------------------------------------------------
// The grid

const MIN_ROWS = 40;
const MIN_COLS = 9;
const DEFAULT_WIDTH = 10;

function widthPx(chars: number | undefined): number {
  return Math.round((chars ?? DEFAULT_WIDTH) * 7 + 10);
}

function classesOf(cell: CellModel | undefined): string {
  if (!cell) return "";
  const out: string[] = [];
  if (typeof cell.value === "number") out.push("num");
  if (isErrorValue(cell.value)) out.push("error");
  if (cell.kind === "spill") out.push("spill");
  if (cell.spill) out.push("anchor");
  switch (cell.kind) {
    case "title":
    case "note":
    case "header":
      out.push(cell.kind);
      break;
    case "inputs":
    case "criteria":
    case "projects":
      if (cell.role === "input" && cell.formula === null) out.push("input");
      break;
    case "results":
      if (cell.formula !== null) out.push("result");
      break;
    default:
      break;
  }
  return out.join(" ");
}

function parseTyped(text: string): Scalar {
  const t = text.trim();
  if (t === "") return null;
  if (/^(true|false)$/i.test(t)) return t.toLowerCase() === "true";
  if (/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(t)) return Number(t);
  return text;
}

class Preview {
  private editing = false;

  constructor(private readonly host: PreviewHost) {
    host.onChange = () => this.render();
    const grid = $("pv-grid");
    grid.addEventListener("click", (e) => {
      const td = (e.target as HTMLElement).closest("td[data-cell]") as HTMLElement | null;
      if (!td || this.editing) return;
      // A shift-click selects the range from the active cell to the one clicked, as in Excel.
      const { sheet, row, col } = this.host.selection;
      if (e.shiftKey && sheet === this.sheet)
        this.select(`${cellName(row, col)}:${td.dataset.cell!}`);
      else this.select(td.dataset.cell!);
    });
    grid.addEventListener("dblclick", (e) => {
      const td = (e.target as HTMLElement).closest("td[data-cell]") as HTMLElement | null;
      if (td) this.edit(td);
    });
    grid.addEventListener("keydown", (e) => this.key(e));
  }

  private get sheet(): SheetModel {
    return this.host.activeSheet;
  }

  /** Selects a cell ("B5") or a range ("B5:C5", its first cell the active one). */
  select(address: string, sheet: SheetModel = this.sheet): void {
    const box = parseCellRange(address);
    const { row, col } = box.active;
    const drawn = document.querySelector("table.grid") as HTMLElement | null;
    this.host.select(sheet, row, col, box.rows * box.cols > 1 ? box : undefined);
    if (drawn?.dataset.sheet !== sheet.name) {
      this.render();
      const td = document.querySelector(`table.grid td[data-cell="${cellName(row, col)}"]`);
      if (td) this.reveal(td as HTMLElement);
      return;
    }
    // Same sheet: move the highlight only (redrawing would replace the cell under a double-click).
    for (const td of document.querySelectorAll("table.grid td.selected")) {
      td.classList.remove("selected");
      td.removeAttribute("aria-selected");
    }
    for (let r = box.row; r < box.row + box.rows; r++)
      for (let c = box.col; c < box.col + box.cols; c++) {
        const other = document.querySelector(`table.grid td[data-cell="${cellName(r, c)}"]`);
        other?.classList.add("selected");
        other?.setAttribute("aria-selected", "true");
      }
    const td = document.querySelector(`table.grid td[data-cell="${cellName(row, col)}"]`);
    if (td) this.reveal(td as HTMLElement);
    this.renderFormulaBar();
  }

  /**
   * Scrolls the grid so the cell shows, as Excel does: by whole columns, so the leftmost column
   * shown is never cut (its labels half under the row numbers), and not at all when it shows.
   */
  private reveal(td: HTMLElement): void {
    const wrap = $("pv-grid");
    const rowHead = 40;
    const left = td.offsetLeft;
    const right = left + td.offsetWidth;
    const view = wrap.clientWidth;
    if (left - rowHead >= wrap.scrollLeft && right <= wrap.scrollLeft + view) {
      td.scrollIntoView({ block: "nearest" });
      return;
    }
    // Each column's left edge in the table (its letter's header cell).
    const edges = [...wrap.querySelectorAll<HTMLElement>("table.grid thead th[scope=col]")].map(
      (th) => th.offsetLeft,
    );
    // The least whole-column scroll that shows the cell's right edge (or its left, if wider).
    const needed = Math.min(left - rowHead, Math.max(0, right - view));
    const snapped = edges.find((edge) => edge - rowHead >= needed) ?? needed + rowHead;
    wrap.scrollLeft = snapped - rowHead;
    td.scrollIntoView({ block: "nearest" });
  }

  private key(e: KeyboardEvent): void {
    if (this.editing) return;
    const { sheet, row, col } = this.host.selection;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      this.select(cellName(Math.max(0, row + move[0]), Math.max(0, col + move[1])), sheet);
    } else if (e.key === "Enter" || e.key === "F2") {
      e.preventDefault();
      const td = document.querySelector(
        `td[data-cell="${cellName(row, col)}"]`,
      ) as HTMLElement | null;
      if (td) this.edit(td);
    }
  }

  /** Edits a cell in place, as typing into Excel does; formulas recalculate afterwards. */
  private edit(td: HTMLElement): void {
    const { row, col } = parseCellAddress(td.dataset.cell!);
    const cell = this.sheet.get(row, col);
    if (cell?.kind === "spill") {
      this.message("This cell is part of a spilled result; edit the formula at its top-left cell.");
      return;
    }
    this.editing = true;
    const input = document.createElement("input");
    input.value =
      cell?.formula ??
      (cell && cell.value !== null && !isErrorValue(cell.value) ? String(cell.value) : "");
    input.setAttribute("aria-label", `Edit ${cellName(row, col)}`);
    td.replaceChildren(input);
    input.focus();
    input.select();
    let done = false;
    const finish = async (commit: boolean): Promise<void> => {
      if (done) return;
      done = true;
      this.editing = false;
      if (commit) {
        const text = input.value;
        const sheet = this.sheet;
        if (text.trim() === "") sheet.delete(row, col);
        else {
          const formula = text.startsWith("=") ? text : null;
          sheet.set(row, col, {
            value: formula ? null : parseTyped(text),
            formula,
            kind: cell?.kind ?? "inputs",
            role: cell?.role ?? "input",
            format: cell?.format,
          });
        }
        await this.host.recalculate();
        this.host.select(sheet, row, col);
      }
      this.render();
      $("pv-grid").focus();
    };
    input.addEventListener("keydown", (e) => {
      if (e.key === "Enter") void finish(true);
      else if (e.key === "Escape") void finish(false);
      e.stopPropagation();
    });
    input.addEventListener("blur", () => void finish(true));
  }

  message(text: string, problem = false): void {
    const p = $("pv-message");
    p.textContent = text;
    p.classList.toggle("problem", problem);
  }

  render(): void {
    if (this.editing) return;
    this.renderTabs();
    this.renderGrid();
    this.renderFormulaBar();
  }

  private renderTabs(): void {
    const tabs = $("pv-tabs");
    tabs.replaceChildren(
      ...this.host.workbook.sheets.map((sheet) => {
        const b = document.createElement("button");
        b.type = "button";
        b.textContent = sheet.name;
        b.setAttribute("role", "tab");
        b.dataset.sheet = sheet.name;
        b.setAttribute("aria-selected", String(sheet === this.sheet));
        b.addEventListener("click", () => {
          const first =
            sheet === this.host.selection.sheet
              ? cellName(this.host.selection.row, this.host.selection.col)
              : "A1";
          this.host.activateSheet(sheet);
          this.select(first, sheet);
        });
        return b;
      }),
    );
  }

  private renderGrid(): void {
    const sheet = this.sheet;
    const bounds = sheet.bounds();
    const rows = Math.max(MIN_ROWS, bounds ? bounds.row + bounds.rows + 2 : 0);
    // Columns past the used ones, as Excel's grid goes on: room to scroll by whole columns.
    const cols = Math.max(MIN_COLS, bounds ? bounds.col + bounds.cols + 4 : 0);
    const table = document.createElement("table");
    table.className = "grid";
    table.dataset.sheet = sheet.name;
    const colgroup = document.createElement("colgroup");
    const rowHeadCol = document.createElement("col");
    rowHeadCol.style.width = "40px";
    colgroup.append(rowHeadCol);
    let total = 40;
    for (let c = 0; c < cols; c++) {
      const col = document.createElement("col");
      const w = widthPx(sheet.columns[columnLetters(c)]);
      col.style.width = `${w}px`;
      total += w;
      colgroup.append(col);
    }
    table.style.width = `${total}px`;
    table.append(colgroup);
    const head = document.createElement("tr");
    const corner = document.createElement("th");
    corner.className = "rowhead";
    head.append(corner);
    for (let c = 0; c < cols; c++) {
      const th = document.createElement("th");
      th.scope = "col";
      th.textContent = columnLetters(c);
      head.append(th);
    }
    const thead = document.createElement("thead");
    thead.append(head);
    table.append(thead);
    const tbody = document.createElement("tbody");
    const sel = this.host.selection;
    for (let r = 0; r < rows; r++) {
      const tr = document.createElement("tr");
      const th = document.createElement("th");
      th.className = "rowhead";
      th.scope = "row";
      th.textContent = String(r + 1);
      tr.append(th);
      for (let c = 0; c < cols; c++) {
        const td = document.createElement("td");
        const cell = sheet.get(r, c);
        td.dataset.cell = cellName(r, c);
        if (cell) {
          td.textContent = displayValue(cell, numberFormatOf(sheet, r, c));
          td.className = classesOf(cell);
          if (sheet.wrapped.has(SheetModel.key(r, c))) td.classList.add("wrap");
          // Text runs on into empty cells to its right, and is cut at a filled one (as in Excel).
          if (sheet.get(r, c + 1)?.value != null) td.style.overflow = "hidden";
          if (isErrorValue(cell.value) && cell.value.message)
            td.title = `${cell.value.error} ${cell.value.message}`;
          else if (cell.comment) td.title = cell.comment;
        }
        const box = sel.range ?? { row: sel.row, col: sel.col, rows: 1, cols: 1 };
        const inSelection =
          r >= box.row && r < box.row + box.rows && c >= box.col && c < box.col + box.cols;
        if (sel.sheet === sheet && inSelection) {
          td.classList.add("selected");
          td.setAttribute("aria-selected", "true");
        }
        tr.append(td);
      }
      tbody.append(tr);
    }
    table.append(tbody);
    const wrap = $("pv-grid");
    const { scrollTop, scrollLeft } = wrap;
    wrap.replaceChildren(table);
    wrap.scrollTop = scrollTop;
    wrap.scrollLeft = scrollLeft;
  }

  private renderFormulaBar(): void {
    const { sheet, row, col } = this.host.selection;
    const cell = sheet.get(row, col);
    $("pv-name").textContent = `${sheet.name}!${cellName(row, col)}`;
    const bar = $("pv-formula");
    const parent = cell?.spillParent
      ? sheet.get(cell.spillParent.row, cell.spillParent.col)
      : undefined;
    bar.classList.toggle("spilled", parent !== undefined);
    bar.textContent =
      parent?.formula ??
      cell?.formula ??
      (cell && cell.value !== null ? displayValue(cell, numberFormatOf(sheet, row, col)) : "");
    if (cell && isErrorValue(cell.value))
      this.message(`${cell.value.error} ${cell.value.message ?? ""}`, true);
    else if (cell?.comment) this.message(cell.comment);
    else this.message("");
  }
}

/**
 * The pages the pane frame may show instead of the pane (`?pane=`): the real-Excel test page,
 * which installs the stand-in host itself (src/excel-test/preview-install.ts) and keeps its own
 * policy, so it is loaded by address, not written into the frame.
 */
const OTHER_PANES = new Set(["excel-test.html"]);

async function mountOtherPane(frame: HTMLIFrameElement, page: string): Promise<void> {
  await new Promise<void>((resolve) => {
    frame.addEventListener("load", () => resolve(), { once: true });
    frame.src = page;
  });
}

/** Loads taskpane.html into the frame with the stand-in host instead of office.js. */
async function mountPane(frame: HTMLIFrameElement): Promise<void> {
  const response = await fetch("taskpane.html");
  if (!response.ok) throw new Error(`taskpane.html: HTTP ${response.status}`);
  const html = await response.text();
  const page = paneDocument(html);
  await new Promise<void>((resolve) => {
    frame.addEventListener("load", () => resolve(), { once: true });
    frame.srcdoc = page;
  });
}

async function main(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const theme = params.get("theme") === "dark" ? THEMES.dark : THEMES.light;
  const functions = await registeredFunctions();
  const workbook = workbookFromDefinition(definition as unknown as WorkbookDefinition);
  const calculator = new Calculator(workbook, functions);
  await calculator.calculateAll();
  const host = new PreviewHost(workbook, calculator, theme);
  const preview = new Preview(host);

  const start = startCell(params.get("cell"), workbook);
  host.activateSheet(start.sheet);
  preview.select(start.address, start.sheet);
  if (start.problem) preview.message(start.problem, true);

  const api: PreviewApi = {
    host,
    install(win: Window) {
      const w = win as unknown as Record<string, unknown>;
      w.Office = host.office();
      w.Excel = host.excel;
      w.CustomFunctions = makeCustomFunctionsGlobal(() => undefined);
    },
  };
  (window as unknown as { __njcreditPreview: PreviewApi }).__njcreditPreview = api;
  const pane = params.get("pane");
  if (pane !== null && OTHER_PANES.has(pane))
    await mountOtherPane($("pv-pane") as HTMLIFrameElement, pane);
  else await mountPane($("pv-pane") as HTMLIFrameElement);
  document.body.dataset.state = "ready";
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  document.body.dataset.state = "failed";
  const grid = document.getElementById("pv-grid");
  if (grid) grid.textContent = `The preview could not start: ${message}`;
  console.error(err);
});
