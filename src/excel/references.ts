/**
 * Cell references in A1 notation: column letters, the points a reference joins, and the
 * address and sheet-name text Excel's API accepts. The formula parser reads references with
 * these; the pane and the preview use them to name cells.
 */

/** One end of a cell reference. A whole column has `row` null; a whole row has `col` null. */
export interface CellPoint {
  /** 0-based row, or null for a whole-column reference (`A:A`). */
  row: number | null;
  /** 0-based column, or null for a whole-row reference (`1:1`). */
  col: number | null;
  rowAbsolute: boolean;
  colAbsolute: boolean;
}

/** Excel's largest column (XFD) and row. */
const MAX_COL = 16384;
const MAX_ROW = 1048576;

/** Column letters to a 0-based index ("A" → 0, "XFD" → 16383); null when out of range. */
export function columnIndex(letters: string): number | null {
  if (!/^[A-Za-z]{1,3}$/.test(letters)) return null;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n >= 1 && n <= MAX_COL ? n - 1 : null;
}

/** A 0-based column index to letters (0 → "A"). */
export function columnLetters(index: number): string {
  let n = index + 1;
  let s = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

const CELL_RE = /^(\$?)([A-Za-z]{1,3})(\$?)([0-9]{1,7})$/;
const COL_RE = /^(\$?)([A-Za-z]{1,3})$/;
const ROW_RE = /^(\$?)([0-9]{1,7})$/;

function parseCell(text: string): CellPoint | null {
  const m = CELL_RE.exec(text);
  if (!m) return null;
  const col = columnIndex(m[2]);
  const row = Number(m[4]);
  if (col === null || row < 1 || row > MAX_ROW) return null;
  return { row: row - 1, col, rowAbsolute: m[3] === "$", colAbsolute: m[1] === "$" };
}

function parseColumn(text: string): CellPoint | null {
  const m = COL_RE.exec(text);
  if (!m) return null;
  const col = columnIndex(m[2]);
  return col === null ? null : { row: null, col, rowAbsolute: false, colAbsolute: m[1] === "$" };
}

function parseRow(text: string): CellPoint | null {
  const m = ROW_RE.exec(text);
  if (!m) return null;
  const row = Number(m[2]);
  if (row < 1 || row > MAX_ROW) return null;
  return { row: row - 1, col: null, rowAbsolute: m[1] === "$", colAbsolute: false };
}

/** A reference body after any sheet prefix: `A1`, `$A$1:B2`, `A:C`, `1:3`. */
export function parseRefBody(text: string): { start: CellPoint; end: CellPoint | null } | null {
  const parts = text.split(":");
  if (parts.length === 1) {
    const c = parseCell(parts[0]);
    return c ? { start: c, end: null } : null;
  }
  if (parts.length !== 2) return null;
  const a = parseCell(parts[0]);
  const b = parseCell(parts[1]);
  if (a && b) return { start: a, end: b };
  const ca = parseColumn(parts[0]);
  const cb = parseColumn(parts[1]);
  if (ca && cb) return { start: ca, end: cb };
  const ra = parseRow(parts[0]);
  const rb = parseRow(parts[1]);
  if (ra && rb) return { start: ra, end: rb };
  return null;
}

/** A1 text of a cell point ("$B$3", "C", "7"), as Excel's API accepts in getRange. */
export function pointText(p: CellPoint): string {
  const col = p.col === null ? "" : `${p.colAbsolute ? "$" : ""}${columnLetters(p.col)}`;
  const row = p.row === null ? "" : `${p.rowAbsolute ? "$" : ""}${p.row + 1}`;
  return col + row;
}

/** The reference's address without its sheet ("A1", "A1:B2", "A:A"), without `$` anchors. */
export function refAddress(ref: { start: CellPoint; end: CellPoint | null }): string {
  const plain = (p: CellPoint): string =>
    pointText({ ...p, rowAbsolute: false, colAbsolute: false });
  return ref.end ? `${plain(ref.start)}:${plain(ref.end)}` : plain(ref.start);
}

/** A sheet name as Excel writes it in a reference: quoted (with doubled quotes) when it needs to be. */
export function quoteSheetName(sheet: string): string {
  return /^[A-Za-z_\u00C0-\uFFFF][A-Za-z0-9_.\u00C0-\uFFFF]*$/.test(sheet) &&
    !parseRefBody(sheet) &&
    !/^(TRUE|FALSE)$/i.test(sheet)
    ? sheet
    : `'${sheet.replace(/'/g, "''")}'`;
}
