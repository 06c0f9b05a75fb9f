/**
 * Reading one argument: what Excel passed for a cell (a number, text, a boolean, null for an
 * empty cell, a data type object, a matrix for a range) as the raw value a core input takes.
 * Nothing here judges a value: the core does, naming the input. These readers only read the
 * shape of what Excel passed (one value or a range, a row or a column) and refuse shapes and
 * values that have no reading, naming the argument.
 */
import { calculations, InputError, type CalcName } from "../core";
import { Decimal } from "../core/decimal";
import { isBlank, type Schema } from "../core/inputs";

export type CellValue = number | string | boolean | null;
export type ArgValue = CellValue | CellValue[][];

export function schemaOf(calc: CalcName): Schema {
  const calculation = calculations[calc];
  if (!calculation) {
    throw new InputError(null, `the ${calc} calculation is not available in this version`);
  }
  return calculation.schema;
}

/**
 * The longest row's length. A loop, not Math.max(...rows): a whole-column reference (A:B) is a
 * million rows, more arguments than a call can take ("Maximum call stack size exceeded").
 */
export function widest(rows: readonly unknown[]): number {
  let cols = 0;
  for (const row of rows) if (Array.isArray(row) && row.length > cols) cols = row.length;
  return cols;
}

export function isMatrix(value: unknown): value is unknown[][] {
  return Array.isArray(value);
}

/**
 * Excel data types (allowCustomDataForDataTypeAny): a cell holding one arrives as an object.
 * These four stand for a plain value, their basic value, which is what the cell shows and what
 * a formula like =A1+0 reads; the type says which kind the basic value must be.
 */
const BASIC_VALUE_TYPES: Readonly<Record<string, "number" | "string" | "boolean">> = {
  Double: "number",
  FormattedNumber: "number",
  String: "string",
  Boolean: "boolean",
};

const ACCEPTED = "give a number, text, TRUE/FALSE or leave it empty";
const ACCEPTED_TYPES = `${ACCEPTED} (a Double, String, Boolean or FormattedNumber data type is read as its value)`;

/** What a data type object is, for a message. */
function describeDataType(type: string): string {
  if (type === "Entity" || type === "LinkedEntity") return `an ${type} data type`;
  if (type === "WebImage") return "a WebImage (picture) data type";
  return `a ${type.length > 30 ? `${type.slice(0, 27)}...` : type} data type`;
}

/**
 * A cell's value as a core input value: null for empty; a data type's basic value for the four
 * that stand for one; an error naming the input for Excel errors (an Error data type), entities,
 * pictures and anything else.
 */
export function cellValue(name: string, value: unknown, where = ""): CellValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") {
    return value;
  }
  const v = value as { type?: unknown; basicValue?: unknown; errorType?: unknown };
  if (typeof value === "object" && !Array.isArray(value) && typeof v.type === "string") {
    const basic = Object.prototype.hasOwnProperty.call(BASIC_VALUE_TYPES, v.type)
      ? BASIC_VALUE_TYPES[v.type]
      : undefined;
    if (basic !== undefined && typeof v.basicValue === basic) return v.basicValue as CellValue;
    const what =
      v.type === "Error"
        ? `the Excel error${typeof v.basicValue === "string" ? ` ${v.basicValue}` : typeof v.errorType === "string" ? ` (${v.errorType})` : ""}`
        : basic !== undefined
          ? `a ${String(v.type)} data type without a ${basic} value`
          : describeDataType(v.type);
    throw new InputError(
      name,
      `${name}${where} holds an error or an unsupported value: ${what}; ${ACCEPTED_TYPES}`,
    );
  }
  throw new InputError(name, `${name}${where} holds an error or an unsupported value; ${ACCEPTED}`);
}

/**
 * Text with a comma where one year's number belongs ("120,160") reads as one grouped number
 * (120,160 employees in year 1), yet is as likely two years' counts: rather than guess, refuse
 * it wherever a value stands for a year (a per-year argument, a per-year criteria row, an item
 * of a list), naming the input and saying what is accepted.
 */
export function refuseCommaText(name: string, value: unknown, where: string): void {
  if (typeof value !== "string" || !value.includes(",")) return;
  const shown = value.length > 40 ? `${value.slice(0, 37)}...` : value;
  throw new InputError(
    name,
    `${name}${where} "${shown}" is text with a comma: a list of years, or one number with thousands separators? Give one number per cell: use a row or column of cells, or an array constant like {100,150}`,
  );
}

const SERIAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
/** Longer text is no date serial; the core refuses it as it stands. */
const SERIAL_TEXT_MAX_LENGTH = 64;

/**
 * A date serial given as text, read exactly: its whole day (the floor), as Excel's INT() takes
 * the date of a date-time and as the core reads a serial given as a number. Number() would round
 * "45839.99999999999999999" up to 45840, the next day. Other values are returned as they are.
 */
export function dateSerialValue(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text.length > SERIAL_TEXT_MAX_LENGTH || !SERIAL_TEXT.test(text)) return value;
  const day = new Decimal(text).floor();
  return day.isFinite() && day.abs().lessThan(Number.MAX_SAFE_INTEGER) ? day.toNumber() : value;
}

/** Whether `input` (canonical) is a date in `schema`. */
export function isDateInput(schema: Schema, input: string | undefined): boolean {
  return (
    input !== undefined &&
    Object.prototype.hasOwnProperty.call(schema, input) &&
    schema[input].kind.kind === "date"
  );
}

/** A single-value argument. A one-cell range is its value; a larger range is an error. */
export function scalarArg(name: string, value: ArgValue | undefined): CellValue {
  if (isMatrix(value)) {
    const cells = value.flat();
    if (cells.length === 1) return cellValue(name, cells[0]);
    if (cells.every((c) => isBlank(c))) return null;
    throw new InputError(
      name,
      `${name} takes one value, not a range of ${value.length} × ${value[0]?.length ?? 0} cells`,
    );
  }
  return cellValue(name, value);
}

/**
 * A per-year argument: one row or one column of values (trailing empty cells trimmed, empty
 * cells inside kept as null = "not given"). `series`: a single value stands for every year
 * (Emerge job counts, docs/emerge.md §4); `list`: a single value is year 1 only (wind employment).
 */
export function seriesArg(
  name: string,
  value: ArgValue | undefined,
  mode: "series" | "list",
  perYear = true,
): CellValue | CellValue[] {
  if (!isMatrix(value)) {
    const v = cellValue(name, value);
    if (perYear) refuseCommaText(name, v, "");
    return mode === "list" && v !== null ? [v] : v;
  }
  const rows = value.length;
  const cols = widest(value);
  // A range selected a column or row too wide (an empty column beside the counts) is the one
  // filled column or row, kept whole so each value stays in its year.
  const filled = (v: unknown): boolean => !isBlank(v);
  const filledCols = [...Array(cols).keys()].filter((c) =>
    value.some((r) => Array.isArray(r) && filled(r[c])),
  );
  const filledRows = [...value.keys()].filter(
    (r) => Array.isArray(value[r]) && value[r].some(filled),
  );
  let cells: unknown[];
  if (rows <= 1) cells = value[0] ?? [];
  else if (cols <= 1) cells = value.map((r) => r[0]);
  else if (filledCols.length <= 1) cells = value.map((r) => r[filledCols[0] ?? 0]);
  else if (filledRows.length === 1) cells = value[filledRows[0]];
  else {
    throw new InputError(
      name,
      `${name} must be a single row or a single column of values (one per year), not ${rows} × ${cols} cells`,
    );
  }
  const list = cells.map((c, i) => cellValue(name, c, ` (value ${i + 1})`));
  if (perYear) list.forEach((v, i) => refuseCommaText(name, v, ` (value ${i + 1})`));
  while (list.length > 0 && isBlank(list[list.length - 1])) list.pop();
  if (list.length === 0) return null;
  if (mode === "series" && list.length === 1) return list[0];
  return list;
}

/** The optional `headers` flag: TRUE (the default) puts a header row on a spilled table. */
export function headersArg(value: ArgValue | undefined): boolean {
  const v = scalarArg("headers", value);
  if (v === null || v === "") return true;
  if (typeof v === "boolean") return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v === "string" && /^(true|false)$/i.test(v.trim()))
    return v.trim().toLowerCase() === "true";
  throw new InputError(
    "headers",
    `headers must be TRUE or FALSE; ${typeof v === "string" ? `"${v}"` : String(v)} is not accepted`,
  );
}
