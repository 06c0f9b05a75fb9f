/**
 * Tables for people: aligned plain text, word-wrapped to a terminal's width, and the result
 * tables the core describes (src/core/columns.ts) rendered as such — money grouped, a missing
 * value as the descriptor words it, total rows under the rows.
 */
import {
  TRACE_TABLE,
  pickColumns,
  shownColumns,
  tableRows,
  totalRows,
  type CellValue,
  type ColumnKind,
  type ResultColumn,
  type ResultTable,
} from "../core/columns";
import { Decimal, displayMoney, displayNumber } from "../core/decimal";
import type { TraceStepJson } from "../core/results";

/** Text width in terminal columns (code points; every character we print is one column). */
export function textWidth(text: string): number {
  return Array.from(text).length;
}

export interface Column {
  header: string;
  align?: "left" | "right";
  /** The column may be word-wrapped to fit the table in a terminal's width. */
  wrap?: boolean;
}

const GAP = "  ";
/** The narrowest a wrapped column is made, however tight the terminal. */
const MIN_WRAP_WIDTH = 16;

/**
 * An aligned plain-text table: a header, a rule, the rows; columns two spaces apart. With
 * `maxWidth` (a terminal's width) the `wrap` columns are word-wrapped so each line fits, the
 * wider ones giving up space first; without it (output to a file or a pipe) nothing is wrapped,
 * so each row stays one line for grep.
 */
export function renderTable(
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  maxWidth?: number,
): string {
  const natural = columns.map((c, i) =>
    Math.max(textWidth(c.header), ...rows.map((r) => textWidth(r[i] ?? ""))),
  );
  const widths = maxWidth === undefined ? natural : fitWidths(columns, natural, maxWidth);
  const line = (cells: readonly string[]) => {
    const wrapped = columns.map((c, i) =>
      c.wrap && widths[i] < natural[i] ? wrapText(cells[i] ?? "", widths[i]) : [cells[i] ?? ""],
    );
    const height = Math.max(...wrapped.map((w) => w.length));
    const lines: string[] = [];
    for (let k = 0; k < height; k++) {
      lines.push(
        columns
          .map((c, i) => {
            const cell = wrapped[i][k] ?? "";
            const pad = " ".repeat(Math.max(0, widths[i] - textWidth(cell)));
            return c.align === "right" ? pad + cell : cell + pad;
          })
          .join(GAP)
          .replace(/\s+$/, ""),
      );
    }
    return lines.join("\n");
  };
  const rule = widths.map((w) => "-".repeat(w)).join(GAP);
  return [line(columns.map((c) => c.header)), rule, ...rows.map(line)].join("\n") + "\n";
}

/** Column widths that fit `maxWidth`: fixed columns keep theirs, wrap columns share the rest. */
function fitWidths(
  columns: readonly Column[],
  natural: readonly number[],
  maxWidth: number,
): number[] {
  const total = natural.reduce((a, b) => a + b, 0) + GAP.length * (columns.length - 1);
  if (total <= maxWidth) return [...natural];
  const widths = [...natural];
  const wrapping = columns.map((c, i) => (c.wrap ? i : -1)).filter((i) => i >= 0);
  const fixed = total - wrapping.reduce((a, i) => a + natural[i], 0);
  let room = Math.max(maxWidth - fixed, wrapping.length * MIN_WRAP_WIDTH);
  // Water-filling: the narrowest wrap columns keep their natural width while they fit an equal
  // share; the rest split what is left.
  const order = [...wrapping].sort((a, b) => natural[a] - natural[b]);
  for (let k = 0; k < order.length; k++) {
    const share = Math.floor(room / (order.length - k));
    const i = order[k];
    widths[i] = Math.max(Math.min(natural[i], share), Math.min(natural[i], MIN_WRAP_WIDTH));
    room -= widths[i];
  }
  return widths;
}

/** Word-wrap text to lines of at most `limit` columns (a word longer than that is split). */
export function wrapText(text: string, limit: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter((w) => w !== "")) {
    let rest = word;
    while (textWidth(rest) > limit) {
      if (current !== "") {
        lines.push(current);
        current = "";
      }
      const chars = Array.from(rest);
      lines.push(chars.slice(0, limit).join(""));
      rest = chars.slice(limit).join("");
    }
    if (current === "") current = rest;
    else if (textWidth(current) + 1 + textWidth(rest) <= limit) current += " " + rest;
    else {
      lines.push(current);
      current = rest;
    }
  }
  if (current !== "" || lines.length === 0) lines.push(current);
  return lines;
}

/** Money as the machine interface writes it ("3217.50") shown for people ("3,217.50"). */
export function money(value: unknown): string {
  if (value === null || value === undefined) return "";
  return displayMoney(new Decimal(String(value)));
}

/** A count for people, grouped ("1,250"). */
export function count(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "number" ? displayNumber(new Decimal(value)) : String(value);
}

/** How each kind of value reads in a table for people. */
const ALIGN: Record<ColumnKind, "left" | "right"> = {
  money: "right",
  count: "right",
  year: "right",
  ratio: "right",
  date: "left",
  text: "left",
  status: "left",
};

/** Columns the CLI lets wrap to fit a terminal: the long words of an explanation. */
const WRAPPED = new Set(["label", "reason"]);

/**
 * One value for people, by its column's kind: money grouped with two decimals, counts grouped,
 * years as written, yes/no as ✓ and –; a missing value as the descriptor says (or blank).
 */
export function displayCell(kind: ColumnKind, value: CellValue | undefined, absent = ""): string {
  if (value === undefined) return "";
  if (value === null) return absent;
  if (typeof value === "boolean") return value ? "✓" : "–";
  switch (kind) {
    case "money":
      return money(value);
    case "count":
      return count(value);
    default:
      return String(value);
  }
}

/**
 * A result table as the core describes it: the header, the rows, then the total rows; optional
 * columns only when some row has a value. `keys` picks and orders the columns (default: all).
 */
export function renderResultTable<Result, Row>(
  table: ResultTable<Result, Row>,
  result: Result,
  options: { keys?: readonly string[]; maxWidth?: number } = {},
): string {
  const chosen: readonly ResultColumn<Row>[] = options.keys
    ? pickColumns(table, options.keys)
    : table.columns;
  const columns = shownColumns(table, result, chosen);
  const rows = tableRows(table, result, columns).map((cells) =>
    cells.map((v, i) => displayCell(columns[i].kind, v, columns[i].absent)),
  );
  for (const { total, cells } of totalRows(table, result, columns)) {
    rows.push(
      cells.map((v, i) =>
        i === 0 && v === total.label
          ? total.label
          : displayCell(columns[i].kind, v, total.absent ?? columns[i].absent),
      ),
    );
  }
  return renderTable(
    columns.map((c) => ({ header: c.header, align: ALIGN[c.kind], wrap: WRAPPED.has(c.key) })),
    rows,
    options.maxWidth,
  );
}

/** The explanation's columns in the CLI: the subsection, the step, applied, amount, reason. */
const TRACE_KEYS = ["id", "sourceWords", "label", "applied", "amount", "reason"];

/** The explanation: every step of the trace, applied or not, with its amount and reason. */
export function renderTrace(trace: readonly TraceStepJson[], maxWidth?: number): string {
  return renderResultTable(TRACE_TABLE, { trace: [...trace] }, { keys: TRACE_KEYS, maxWidth });
}
