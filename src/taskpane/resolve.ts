/**
 * Turns the arguments of a parsed call into the values Excel would pass to the function, by
 * reading the workbook through a `WorkbookReader` (an interface, so tests need no Excel).
 *
 * What the pane resolves: literals, cell and range references (this sheet or another, quoted
 * sheet names, whole rows/columns, spill references `A1#`), array constants, defined names and
 * a table's columns (`EmergeCriteria[[Name]:[Value]]`, every data row the table has now).
 * Anything else — a calculation such as `A1+1`, another function's result, a 3-D or external
 * reference, a cell holding an error — is *named* as unresolved with the reason, never
 * guessed: the explanation must be the same calculation the cell made, or say it cannot be.
 *
 * Empty cells are read as null ("not given"), as the spec says an empty cell means; every read
 * goes to the workbook now, never to a copy kept from the last calculation.
 */
import {
  FormulaNode,
  parseFormula,
  quoteSheetName,
  columnLetters,
  refAddress,
} from "../excel/formula";
import { tableColumns } from "../excel/structured";

/** A value as a cell holds it (empty = null). Same shape as the functions' CellValue. */
export type CellValue = string | number | boolean | null;
/** What a function argument receives: one value, or a matrix for a range. */
export type ArgValue = CellValue | CellValue[][];

// ---------------------------------------------------------------------------------------------
// The workbook-reading interface

export type ReadRequest =
  /** Cells by A1 address without sheet ("B2:C5", "A:A", "3:3"), on `sheet`. */
  | { kind: "range"; sheet: string; address: string }
  /** The spill range anchored at a cell (`A1#`). */
  | { kind: "spill"; sheet: string; address: string }
  /** A defined name, looked up scoped to `sheet` first, then in the workbook. */
  | { kind: "name"; name: string; sheet: string }
  /** An Excel table by name (names are workbook-wide): its column names and data rows. */
  | { kind: "table"; table: string; sheet: string };

/** Cells read from the workbook: values row by row, with where the top-left cell is. */
export interface CellsRead {
  kind: "cells";
  sheet: string;
  /** Local A1 address of what was read ("B2:C5"), or "" when nothing was (an empty used range). */
  address: string;
  /** 0-based row and column of the top-left cell. */
  row: number;
  col: number;
  values: CellValue[][];
  /** Cells holding an error value, relative to the top-left. */
  errors: { row: number; col: number; value: string }[];
}

export type ReadResult =
  | CellsRead
  /** A defined name holding a constant (`=0.5`, `="enhanced"`). */
  | { kind: "constant"; value: CellValue }
  /** A table: its column names (the header row) and its data rows (no header, no totals). */
  | { kind: "table"; columns: string[]; body: CellsRead }
  | { kind: "failed"; reason: string };

export interface WorkbookReader {
  /** Reads all requests in one round trip; one result per request, same order. */
  read(requests: readonly ReadRequest[]): Promise<ReadResult[]>;
}

// ---------------------------------------------------------------------------------------------
// Resolved arguments

/** Where a resolved value's top-left cell is, so each element can be cited by address. */
export interface Origin {
  sheet: string;
  row: number;
  col: number;
}

export type ArgSource =
  | { kind: "literal" }
  | { kind: "array-constant" }
  | { kind: "cells"; address: string; origin: Origin }
  | { kind: "name"; name: string; address: string | null; origin: Origin | null };

export type ResolvedArg =
  | { status: "omitted"; text: "" }
  | { status: "value"; text: string; value: ArgValue; source: ArgSource }
  | { status: "unresolved"; text: string; reason: string };

/** "'My Sheet'!B3" for a 0-based row and column. */
export function cellAddress(sheet: string, row: number, col: number): string {
  return `${quoteSheetName(sheet)}!${columnLetters(col)}${row + 1}`;
}

/** The cell an element of a resolved argument came from, or null (literals, constants). */
export function elementAddress(source: ArgSource, row: number, col: number): string | null {
  if (source.kind === "cells" || (source.kind === "name" && source.origin)) {
    const o = source.kind === "cells" ? source.origin : source.origin!;
    return cellAddress(o.sheet, o.row + row, o.col + col);
  }
  return null;
}

/** A human description of where an argument came from: "Inputs!B2:C9", "name Criteria (Inputs!B2:C9)". */
export function describeSource(source: ArgSource): string {
  switch (source.kind) {
    case "literal":
      return "typed in the formula";
    case "array-constant":
      return "array constant in the formula";
    case "cells":
      return source.address;
    case "name":
      return source.address ? `name ${source.name} (${source.address})` : `name ${source.name}`;
  }
}

interface Plan {
  text: string;
  request: ReadRequest | null;
  finish(result: ReadResult | null): ResolvedArg;
}

const unresolved = (text: string, reason: string): ResolvedArg => ({
  status: "unresolved",
  text,
  reason,
});

function literalValue(node: FormulaNode): CellValue | undefined {
  switch (node.kind) {
    case "number":
    case "string":
    case "boolean":
      return node.value;
    case "unary":
      if ((node.op === "-" || node.op === "+") && node.operand.kind === "number") {
        return node.op === "-" ? -node.operand.value : node.operand.value;
      }
      return undefined;
    case "percent":
      // 50% is the constant 0.5; the division is exact for the decimal constants people type.
      if (node.operand.kind === "number") return node.operand.value / 100;
      return undefined;
    default:
      return undefined;
  }
}

/** Cells read → the argument value: a single cell is one value; a range is a matrix. */
function cellsToValue(
  text: string,
  read: CellsRead,
  asMatrix: boolean,
  source: ArgSource,
): ResolvedArg {
  if (read.errors.length > 0) {
    const e = read.errors[0];
    return unresolved(
      text,
      `${cellAddress(read.sheet, read.row + e.row, read.col + e.col)} holds the error ${e.value}, so the function gets no value from it`,
    );
  }
  const value: ArgValue = asMatrix ? read.values : (read.values[0]?.[0] ?? null);
  return { status: "value", text, value, source };
}

function localAddress(read: CellsRead): string {
  return read.address
    ? `${quoteSheetName(read.sheet)}!${read.address}`
    : `${quoteSheetName(read.sheet)} (empty)`;
}

/** Columns `first` to `last` of a table's data rows, as the function receives them. */
function tableCells(
  text: string,
  read: Extract<ReadResult, { kind: "table" }>,
  first: string | null,
  last: string | null,
  headers: boolean,
): ResolvedArg {
  const index = (name: string | null, whole: number) =>
    name === null
      ? whole
      : read.columns.findIndex((c) => c.trim().toLowerCase() === name.toLowerCase());
  const [from, to] = [index(first, 0), index(last, read.columns.length - 1)];
  const missing = from < 0 ? first : to < 0 ? last : null;
  if (missing !== null)
    return unresolved(
      text,
      `table has no column ${missing} (its columns: ${read.columns.join(", ")})`,
    );
  const [c0, c1] = [Math.min(from, to), Math.max(from, to)];
  const body = read.body;
  // [#All]: the header row, just above the data rows, comes first.
  const top = headers ? 1 : 0;
  const rows = body.values.length + top;
  const row = body.row - top;
  const col = body.col + c0;
  const sub: CellsRead = {
    ...body,
    address:
      rows === 0
        ? ""
        : `${columnLetters(col)}${row + 1}:${columnLetters(body.col + c1)}${row + rows}`,
    row,
    col,
    values: [
      ...(headers ? [read.columns.slice(c0, c1 + 1)] : []),
      ...body.values.map((r) => r.slice(c0, c1 + 1)),
    ],
    errors: body.errors
      .filter((e) => e.col >= c0 && e.col <= c1)
      .map((e) => ({ ...e, row: e.row + top, col: e.col - c0 })),
  };
  return cellsToValue(text, sub, true, {
    kind: "cells",
    address: localAddress(sub),
    origin: { sheet: sub.sheet, row: sub.row, col: sub.col },
  });
}

function planArgument(node: FormulaNode | null, formulaSheet: string): Plan {
  if (node === null) {
    return { text: "", request: null, finish: () => ({ status: "omitted", text: "" }) };
  }
  const text = node.text.trim();
  const fixed = (r: ResolvedArg): Plan => ({ text, request: null, finish: () => r });

  const literal = literalValue(node);
  if (literal !== undefined)
    return fixed({ status: "value", text, value: literal, source: { kind: "literal" } });

  switch (node.kind) {
    case "error":
      return fixed(unresolved(text, `is the error value ${node.value}`));
    case "array": {
      const rows: CellValue[][] = [];
      for (const r of node.rows) {
        const row: CellValue[] = [];
        for (const e of r) {
          const v = literalValue(e);
          if (v === undefined)
            return fixed(unresolved(text, `holds ${e.text}, which is not a value`));
          row.push(v);
        }
        rows.push(row);
      }
      return fixed({ status: "value", text, value: rows, source: { kind: "array-constant" } });
    }
    case "unary":
      if (
        node.op === "@" &&
        node.operand.kind === "ref" &&
        node.operand.end === null &&
        !node.operand.spill
      ) {
        // @A1 on one cell is that cell.
        return planArgument({ ...node.operand, text: node.text }, formulaSheet);
      }
      return fixed(
        unresolved(
          text,
          "is a calculation; the pane reads only values, cells, ranges, array constants and names",
        ),
      );
    case "ref": {
      if (node.workbook !== null)
        return fixed(unresolved(text, `refers to another workbook (${node.workbook})`));
      if (node.sheetTo !== null) return fixed(unresolved(text, "is a 3-D reference across sheets"));
      const sheet = node.sheet ?? formulaSheet;
      const address = refAddress(node);
      const request: ReadRequest = node.spill
        ? { kind: "spill", sheet, address }
        : { kind: "range", sheet, address };
      const asMatrix = node.spill || node.end !== null;
      return {
        text,
        request,
        finish: (result) => {
          if (!result || result.kind === "failed")
            return unresolved(text, result?.reason ?? "could not be read");
          if (result.kind !== "cells") return unresolved(text, "could not be read as cells");
          return cellsToValue(text, result, asMatrix, {
            kind: "cells",
            address: localAddress(result),
            origin: { sheet: result.sheet, row: result.row, col: result.col },
          });
        },
      };
    }
    case "name": {
      // Never a same-spelled name of this workbook: that would be another value.
      if (node.workbook !== null)
        return fixed(unresolved(text, `is a name in another workbook (${node.workbook})`));
      // Name# is the spill of the cell the name points at; reading the name gives that one
      // cell only, a different value from what the function got.
      if (node.spill)
        return fixed(
          unresolved(
            text,
            `is the spill range of the name ${node.name}, which the pane does not follow; write the anchor cell's spill reference (e.g. A1#) instead`,
          ),
        );
      const sheet = node.sheet ?? formulaSheet;
      return {
        text,
        request: { kind: "name", name: node.name, sheet },
        finish: (result) => {
          if (!result || result.kind === "failed")
            return unresolved(text, result?.reason ?? `name ${node.name} could not be read`);
          if (result.kind === "constant") {
            return {
              status: "value",
              text,
              value: result.value,
              source: { kind: "name", name: node.name, address: null, origin: null },
            };
          }
          if (result.kind !== "cells") return unresolved(text, "could not be read as cells");
          const isSingle = result.values.length === 1 && result.values[0]?.length === 1;
          return cellsToValue(text, result, !isSingle, {
            kind: "name",
            name: node.name,
            address: localAddress(result),
            origin: { sheet: result.sheet, row: result.row, col: result.col },
          });
        },
      };
    }
    case "structured": {
      const wanted = tableColumns(node.table, node.spec);
      if (!wanted.ok) return fixed(unresolved(text, wanted.reason));
      return {
        text,
        request: { kind: "table", table: wanted.table, sheet: formulaSheet },
        finish: (result) => {
          if (!result || result.kind === "failed")
            return unresolved(text, result?.reason ?? `table ${wanted.table} could not be read`);
          if (result.kind !== "table") return unresolved(text, "could not be read as a table");
          return tableCells(text, result, wanted.first, wanted.last, wanted.headers);
        },
      };
    }
    case "call":
      return fixed(
        unresolved(text, `is the result of ${node.name}(), which the pane does not recompute`),
      );
    case "union":
      return fixed(unresolved(text, "is a union of several ranges"));
    case "binary":
      if (node.op === ":" || node.op === " ") {
        return fixed(
          unresolved(text, "is a range built by an operator, which the pane does not evaluate"),
        );
      }
      return fixed(
        unresolved(
          text,
          "is a calculation; the pane reads only values, cells, ranges, array constants and names",
        ),
      );
    default:
      return fixed(
        unresolved(
          text,
          "is a calculation; the pane reads only values, cells, ranges, array constants and names",
        ),
      );
  }
}

/** A call to resolve: its argument nodes and the sheet its formula lives on. */
export interface CallToResolve {
  args: readonly (FormulaNode | null)[];
  sheet: string;
}

/** Ranges and names read per Excel request. */
export const REQUESTS_PER_READ = 250;

/**
 * Resolves the arguments of many calls with batched reads (one Excel round trip per
 * REQUESTS_PER_READ distinct ranges, which matters for the audit sheet).
 */
export async function resolveCalls(
  calls: readonly CallToResolve[],
  reader: WorkbookReader,
): Promise<ResolvedArg[][]> {
  const plans = calls.map((c) => c.args.map((a) => planArgument(a, c.sheet)));
  const requests: ReadRequest[] = [];
  const index = new Map<string, number>();
  const slots = plans.map((ps) =>
    ps.map((p) => {
      if (!p.request) return -1;
      const key = JSON.stringify(p.request);
      let i = index.get(key);
      if (i === undefined) {
        i = requests.length;
        requests.push(p.request);
        index.set(key, i);
      }
      return i;
    }),
  );
  // In batches: the audit of a large workbook can ask for thousands of ranges, and one Excel
  // request over about 5 MB (Excel on the web) would fail them all.
  const results: ReadResult[] = [];
  for (let i = 0; i < requests.length; i += REQUESTS_PER_READ) {
    results.push(...(await reader.read(requests.slice(i, i + REQUESTS_PER_READ))));
  }
  return plans.map((ps, ci) =>
    ps.map((p, ai) => p.finish(slots[ci][ai] >= 0 ? (results[slots[ci][ai]] ?? null) : null)),
  );
}

/**
 * Splits an address as Excel's API returns it ("'My Sheet'!B2:C5", "Sheet1!A1") into its sheet
 * and local parts, with the 0-based top-left corner.
 */
export function splitAddress(address: string): {
  sheet: string;
  local: string;
  row: number;
  col: number;
} {
  const node = parseFormula(address);
  if (node.kind !== "ref" || node.sheet === null)
    throw new Error(`not a sheet address: ${address}`);
  return {
    sheet: node.sheet,
    local: refAddress(node),
    row: node.start.row ?? 0,
    col: node.start.col ?? 0,
  };
}
