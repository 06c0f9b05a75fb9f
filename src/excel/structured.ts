/**
 * What a structured reference (`EmergeCriteria[[Name]:[Value]]`) points at, in the terms the
 * pane and the preview can read: a table's data rows, over one column or a run of columns, and
 * with `[#All]` its header row above them (`Projects[#All]`, the table a PORTFOLIO reads whole).
 * Anything else a structured reference can say (`[#Headers]`, `[#Totals]`, `[@Value]`, a
 * reference without its table's name) is named with the reason, never guessed.
 */

export type TableColumns =
  | {
      ok: true;
      table: string;
      /** The first and last column; null: the table's first (or last) column. */
      first: string | null;
      last: string | null;
      /** `[#All]`: the header row above the data rows. */
      headers: boolean;
    }
  | { ok: false; reason: string };

/** `[Col]`'s text: `'` escapes the characters [ ] # ' inside a column name. */
function columnName(text: string): string {
  return text.replace(/'(.)/g, "$1").trim();
}

/** The columns `spec` (the part after the table's name) selects, or why the pane cannot read it. */
export function tableColumns(table: string, spec: string): TableColumns {
  if (table === "")
    return {
      ok: false,
      reason:
        "is a structured reference without its table's name (inside a table), which the pane does not read; write the table's name before it",
    };
  const inner = spec.trim();
  // Table[Col] — one column, its name without nested brackets.
  const single = /^\[((?:'.|[^[\]'])*)\]$/.exec(inner);
  if (single && !single[1].startsWith("[")) {
    const name = columnName(single[1]);
    // Table[#All]: every column, the header row and the data rows.
    if (name.toLowerCase() === "#all")
      return { ok: true, table, first: null, last: null, headers: true };
    if (name.startsWith("#") || name.startsWith("@")) return special(name);
    if (name === "") return { ok: false, reason: "names no column of the table" };
    return { ok: true, table, first: name, last: name, headers: false };
  }
  // Table[[Col]], Table[[Col1]:[Col2]], optionally after [#Data],
  const parts = /^\[(.*)\]$/.exec(inner)?.[1];
  if (parts === undefined)
    return { ok: false, reason: "is a structured reference the pane does not read" };
  const items = [...parts.matchAll(/\[((?:'.|[^[\]'])*)\]|(,)|(:)|(\s+)|(.)/g)];
  const columns: string[] = [];
  let range = false;
  let headers = false;
  for (const m of items) {
    if (m[1] !== undefined) {
      const name = columnName(m[1]);
      if (name.toLowerCase() === "#data" && columns.length === 0) continue;
      if (name.toLowerCase() === "#all" && columns.length === 0) {
        headers = true;
        continue;
      }
      if (name.startsWith("#") || name.startsWith("@")) return special(name);
      columns.push(name);
    } else if (m[3] !== undefined) range = true;
    else if (m[2] !== undefined || m[4] !== undefined) continue;
    else return { ok: false, reason: "is a structured reference the pane does not read" };
  }
  if (columns.length === 0 && headers) return { ok: true, table, first: null, last: null, headers };
  if (columns.length === 1 && !range)
    return { ok: true, table, first: columns[0], last: columns[0], headers };
  if (columns.length === 2 && range)
    return { ok: true, table, first: columns[0], last: columns[1], headers };
  return { ok: false, reason: "is a structured reference the pane does not read" };
}

function special(item: string): TableColumns {
  const what =
    item.startsWith("@") || item.toLowerCase() === "#this row"
      ? "this row of the table"
      : `the ${item} part of the table`;
  return {
    ok: false,
    reason: `refers to ${what}, which the pane does not read; refer to the table's columns (Table[[Name]:[Value]])`,
  };
}
