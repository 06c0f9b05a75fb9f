/**
 * The audit sheet: one row for each call of our functions anywhere in the workbook, with its
 * cell, formula, the value the cell shows, the recomputed result, the inputs with the cell each
 * came from, and the steps that applied with their citations — written as an Excel table on a
 * new worksheet a reviewer can file or print. A GRID formula is one row describing the whole
 * grid (its size, base scenario and varied values); the steps belong to each of its amounts.
 *
 * Every text goes in as text (the text columns are formatted "@" before the values are
 * written), so a formula, a sheet name or a cell's text can never become a live formula.
 */
import {
  OUR_PREFIXES,
  explainCells,
  showValue,
  type CallExplanation,
  type CellExplanation,
} from "./explain";
import { FUNCTION_IDS, functionSpec, type FunctionId, type Shows } from "../functions/calls";
import { aboutLine, isAddinSheet } from "./about";
import { findFunctionCells, type XlHost } from "./excel";
import { columnLetters } from "../excel/references";
import type { CellValue, WorkbookReader } from "./resolve";

export const AUDIT_COLUMNS = [
  "Sheet",
  "Cell",
  "Formula",
  "Function",
  "Cell shows",
  "Recomputed",
  "Status",
  "Inputs (value ← source)",
  "Steps applied (citation [source]: step, amount)",
  "Notes",
] as const;

/** Money in the sheets the add-in writes: currency to the cent, as the pane shows it. */
export const CURRENCY_FORMAT = "$#,##0.00";

/** Which columns hold numbers (formatted as money); every other column is text. */
const NUMBER_COLUMNS = new Set(["Cell shows", "Recomputed"]);

export type AuditRow = [
  sheet: string,
  cell: string,
  formula: string,
  fn: string,
  shows: CellValue,
  recomputed: number | string,
  status: string,
  inputs: string,
  steps: string,
  notes: string,
];

/** The money string a result shows, by output field; the number written to the sheet. */
function headline(call: CallExplanation): number | string {
  // A grid is many amounts: say what it is ("grid 5 × 4 (per-job annual credit)").
  if (call.grid) return `grid ${call.grid.rows} × ${call.grid.columns} (${call.grid.outputWords})`;
  // So is a portfolio: a row per project ("portfolio of 5 projects (per-job annual credit)").
  if (call.portfolio)
    return `portfolio of ${call.portfolio.projects} project${call.portfolio.projects === 1 ? "" : "s"} (${call.portfolio.outputWords})`;
  // A comparison is a bridge between two scenarios; the explanation (and the steps) are a's.
  if (showsOf(call) === "comparison") return "the bridge from scenario a to b";
  const r = call.result;
  if (!r) return "";
  const field = ["perJobCredit", "annualCredit", "totalCredit", "minimumWage"].find(
    (k) => typeof r[k] === "string",
  );
  // Display only: the cell stores a double anyway; the exact figure is in the Steps column.
  return field ? Number(r[field]) : "";
}

function statusText(call: CallExplanation): string {
  switch (call.status) {
    case "ok":
      // A grid stands when one amount computes (cells.ts gridTable); say how many do not.
      if (call.grid && call.grid.failed > 0) {
        const total = call.grid.rows * call.grid.columns;
        return `recomputed; ${call.grid.failed} of ${total} amounts show #VALUE! (see Notes)`;
      }
      if (call.portfolio && call.portfolio.failed > 0)
        return `recomputed; ${call.portfolio.failed} of ${call.portfolio.projects} projects show #VALUE! (see Notes)`;
      return "recomputed";
    case "input-error":
      return `input error${call.errorInput ? ` (${call.errorInput})` : ""}: ${call.message ?? ""}`;
    case "unresolved":
      return `not recomputed: ${call.message ?? ""}`;
    default:
      return call.message ?? call.status;
  }
}

function stepsText(call: CallExplanation): string {
  const lines: string[] = [];
  for (const part of call.parts) {
    for (const section of part.sections) {
      for (const s of section.steps) {
        if (!s.applied) continue;
        const who =
          part.title && part.title.startsWith("Per-job")
            ? `[${part.title.replace(/ \(.*\)$/, "")}] `
            : "";
        lines.push(
          `${who}${s.citation} [${s.source}]: ${s.label}${s.amount ? `, ${s.amount}` : ""}${s.status === "disqualifies" ? " (disqualifies)" : ""}`,
        );
      }
    }
  }
  const facts = call.facts.filter(
    (f) => f.label === "Eligible" || f.label === "Status" || f.label === "Tier",
  );
  return [...facts.map((f) => `${f.label}: ${f.value}`), ...lines].join("\n");
}

/** What a call's function shows (registry.ts), or undefined for a call of no function of ours. */
function showsOf(call: CallExplanation): Shows | undefined {
  return (FUNCTION_IDS as readonly string[]).includes(call.functionId)
    ? functionSpec(call.functionId as FunctionId).shows
    : undefined;
}

/** A call that spills a table of years, steps or a bridge (SCHEDULE, EXPLAIN, COMPARE). */
function isTable(call: CallExplanation): boolean {
  const shows = showsOf(call);
  return shows === "table" || shows === "comparison";
}

/** The audit rows of explained cells (pure: no Excel). */
export function auditRows(explanations: readonly CellExplanation[]): AuditRow[] {
  const rows: AuditRow[] = [];
  for (const e of explanations) {
    if (e.kind !== "explained") continue;
    const local = `${columnLetters(e.cell.col)}${e.cell.row + 1}`;
    for (const call of e.calls) {
      // A spilled table's anchor shows its first header ("Year"), a grid's its corner label
      // ("newJobs ↓ / …"): what stands for the cell is the table's total, or what the grid is.
      const spilled =
        call.focus?.kind === "header" ||
        ((isTable(call) || call.grid !== undefined || call.portfolio !== undefined) &&
          typeof e.cell.value === "string");
      rows.push([
        e.cell.sheet,
        local,
        e.formula,
        call.functionId || "(formula)",
        spilled ? headline(call) : e.cell.value,
        headline(call),
        statusText(call),
        call.inputs.map((i) => `${i.name} = ${i.value} ← ${i.source}`).join("\n"),
        stepsText(call),
        call.notes.join("\n"),
      ]);
    }
  }
  return rows;
}

/** A sheet name not yet taken: "NJ credit audit", then "NJ credit audit (2)", … */
export function freeSheetName(taken: readonly string[], base = "NJ credit audit"): string {
  const lower = new Set(taken.map((t) => t.toLowerCase()));
  if (!lower.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const name = `${base} (${n})`;
    if (!lower.has(name.toLowerCase())) return name;
  }
}

/** A table name not yet taken: "NJcreditaudit", then "NJcreditaudit2", … */
export function freeTableName(taken: readonly string[], base = "NJcreditaudit"): string {
  const lower = new Set(taken.map((t) => t.toLowerCase()));
  if (!lower.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const name = `${base}${n}`;
    if (!lower.has(name.toLowerCase())) return name;
  }
}

/** Excel holds at most 32,767 characters in a cell; a longer text fails the whole write. */
export const CELL_TEXT_LIMIT = 32767;

/** A text cut to what a cell holds, saying so, so a long trace never fails the audit. */
export function fitCell(text: string): string {
  if (text.length <= CELL_TEXT_LIMIT) return text;
  const more = " … (cut: Excel holds 32,767 characters in a cell; the pane shows every step)";
  return text.slice(0, CELL_TEXT_LIMIT - more.length) + more;
}

/**
 * How much one round trip writes: Excel on the web refuses a request over about 5 MB, and an
 * audit row can carry tens of kilobytes of inputs and steps, so rows go in blocks of at most
 * this many characters (and rows).
 */
export const CHARS_PER_WRITE = 1_000_000;
export const ROWS_PER_WRITE = 500;

/** Splits rows into consecutive blocks within the limits (a block has at least one row). */
export function writeBlocks<T extends { values: unknown[] }>(rows: readonly T[]): T[][] {
  const blocks: T[][] = [];
  let block: T[] = [];
  let chars = 0;
  for (const row of rows) {
    const size = row.values.reduce<number>((n, v) => n + String(v).length, 0);
    if (block.length > 0 && (chars + size > CHARS_PER_WRITE || block.length >= ROWS_PER_WRITE)) {
      blocks.push(block);
      block = [];
      chars = 0;
    }
    block.push(row);
    chars += size;
  }
  if (block.length > 0) blocks.push(block);
  return blocks;
}

/** The values and number formats of one row: a number only where the column is money and the value is a number. */
function rowCells(row: readonly unknown[]): { values: unknown[]; formats: string[] } {
  const values: unknown[] = [];
  const formats: string[] = [];
  row.forEach((v, i) => {
    const number = NUMBER_COLUMNS.has(AUDIT_COLUMNS[i]) && typeof v === "number";
    // Anything else is text, formatted "@" before it is written: a cell that shows
    // "=HYPERLINK(…)" or "+1" as text must never come back as a live formula or a number,
    // in the money columns too.
    values.push(number ? v : fitCell(showCell(v)));
    formats.push(number ? CURRENCY_FORMAT : "@");
  });
  return { values, formats };
}

/** Writes the rows as a table on a new worksheet and activates it; returns the sheet's name. */
export function writeAuditSheet(
  excel: XlHost,
  rows: readonly AuditRow[],
  generatedAt: string,
): Promise<string> {
  return excel.run(async (ctx) => {
    const sheets = ctx.workbook.worksheets;
    sheets.load("items/name");
    // Table names are workbook-wide and outlive a renamed sheet: an earlier audit sheet renamed
    // by hand still holds "NJcreditaudit", so the name is chosen among the tables there are.
    const tables = ctx.workbook.tables;
    tables?.load("items/name");
    await ctx.sync();
    // An earlier audit sheet of ours is replaced (where the host can delete a sheet), not added to.
    const earlier = sheets.items.find((s) => s.name.toLowerCase() === "nj credit audit");
    if (earlier && isAddinSheet(earlier.name, null) && earlier.delete) {
      earlier.delete();
      await ctx.sync();
    }
    const taken = sheets.items.filter((s) => s !== earlier || !earlier.delete).map((s) => s.name);
    const name = freeSheetName(taken);
    const ws = sheets.add(name);

    const title = ws.getRange("A1");
    title.numberFormat = [["@"]];
    title.values = [
      [
        `NJ credit audit: ${rows.length} call${rows.length === 1 ? "" : "s"} of ${OUR_PREFIXES.map((p) => `${p}*`).join(" / ")}, recomputed ${generatedAt}`,
      ],
    ];
    title.format.font.bold = true;
    // The mark (findFunctionCells skips a sheet holding it), the version and the law's date.
    const mark = ws.getRange("A2");
    mark.numberFormat = [["@"]];
    mark.values = [[aboutLine()]];

    const width = AUDIT_COLUMNS.length;
    const first = 3; // header on row 3 (0-based 2), a blank row under the title
    const body =
      rows.length > 0
        ? rows
        : [
            AUDIT_COLUMNS.map((_, i) =>
              i === 6 ? "no cell of this workbook uses NJCREDIT or NJWIND functions" : "",
            ) as unknown as AuditRow,
          ];
    const header = ws.getRangeByIndexes(first - 1, 0, 1, width);
    header.numberFormat = [AUDIT_COLUMNS.map(() => "@")];
    header.values = [[...AUDIT_COLUMNS]];
    let written = 0;
    for (const block of writeBlocks(body.map(rowCells))) {
      const range = ws.getRangeByIndexes(first + written, 0, block.length, width);
      // Formats first, so every text is stored as text (never parsed as a formula).
      range.numberFormat = block.map((r) => r.formats);
      range.values = block.map((r) => r.values);
      written += block.length;
      if (written < body.length) await ctx.sync();
    }
    const all = ws.getRangeByIndexes(first - 1, 0, body.length + 1, width);
    const table = ws.tables.add(
      `A${first}:${columnLetters(width - 1)}${first + body.length}`,
      true,
    );
    if (tables) table.name = freeTableName(tables.items.map((t) => t.name));
    table.style = "TableStyleMedium2";
    all.format.verticalAlignment = "Top";
    all.format.autofitColumns();
    // The long columns wrap at a printable width instead of running off the page.
    for (const col of [2, 7, 8, 9]) {
      const c = ws.getRangeByIndexes(first - 1, col, body.length + 1, 1);
      c.format.wrapText = true;
      c.format.columnWidth = col === 2 ? 220 : 320;
    }
    all.format.autofitRows();
    ws.freezePanes?.freezeRows(first);
    ws.activate();
    await ctx.sync();
    return name;
  });
}

function showCell(v: unknown): string {
  if (v === null || v === undefined) return "";
  return typeof v === "string" ? v : showValue(v);
}

/** The whole action: find every cell, explain them all (one batched read), write the sheet. */
export async function runAudit(
  excel: XlHost,
  reader: WorkbookReader,
  now: () => Date = () => new Date(),
): Promise<{ sheet: string; rows: number; cells: number }> {
  const cells = await findFunctionCells(excel);
  // One row per GRID formula, describing the whole grid (its steps belong to each amount).
  const explanations = await explainCells(cells, reader, { grids: "overview" });
  const rows = auditRows(explanations);
  const stamp = now()
    .toISOString()
    .replace("T", " ")
    .replace(/\.\d+Z$/, " UTC");
  const sheet = await writeAuditSheet(excel, rows, stamp);
  return { sheet, rows: rows.length, cells: cells.length };
}
