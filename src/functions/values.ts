/**
 * Result values as cells. Money arrives from the core as exact two-decimal text ("3217.50") and
 * becomes the cell's number only here, at the very end; no arithmetic is done on it.
 *
 * Where the host runs CustomFunctionsRuntime 1.4 (Excel data types from custom functions), a
 * money cell is a formatted number — `{type: "FormattedNumber", basicValue, numberFormat}` —
 * so it reads as dollars whatever the cell's own format, and a count reads with its thousands
 * separator; elsewhere both are plain numbers, as before. Formulas read the basic value either
 * way (=A1*2 is the number).
 */
// ts-loader compiles only the files the bundle imports, so the runtime's global typings
// (@types/custom-functions-runtime) are referenced here.
/// <reference types="custom-functions-runtime" />

export const MONEY_FORMAT = "$#,##0.00";
export const COUNT_FORMAT = "#,##0";

/** A number with its format, as CustomFunctionsRuntime 1.4 returns one. */
export interface FormattedNumber {
  type: "FormattedNumber";
  basicValue: number;
  numberFormat: string;
}

/** What a cell holds. Empty cells are "" (null would show as 0 in some Excel builds). */
export type OutCell = number | string | boolean | FormattedNumber | CustomFunctions.Error;

/** The one requirement set the data types need (formatted numbers, entities). */
export const DATA_TYPES_REQUIREMENT = { name: "CustomFunctionsRuntime", version: "1.4" } as const;

interface OfficeLike {
  context?: { requirements?: { isSetSupported(name: string, version?: string): boolean } };
}

let dataTypes: boolean | undefined;

/**
 * Whether the host takes data types from custom functions. Asked of office.js once it can
 * answer (Office.context exists once office.js has initialized), and remembered; a host
 * without Office (the preview, tests, Node) takes plain values.
 */
export function hostTakesDataTypes(): boolean {
  if (dataTypes !== undefined) return dataTypes;
  const office = (globalThis as { Office?: OfficeLike }).Office;
  const requirements = office?.context?.requirements;
  // Not answered (yet): plain values, and ask again next time.
  if (!requirements || typeof requirements.isSetSupported !== "function") return false;
  try {
    dataTypes =
      requirements.isSetSupported(DATA_TYPES_REQUIREMENT.name, DATA_TYPES_REQUIREMENT.version) ===
      true;
  } catch {
    dataTypes = false;
  }
  return dataTypes;
}

/** Forgets the host's answer (tests install another host). */
export function resetHostSupport(): void {
  dataTypes = undefined;
}

/** How a result field reads: an amount of money, a count, or as it is (years, text). */
export type ValueKind = "money" | "count" | "plain";

/** Money text as its number, or undefined for anything else. */
function amountOf(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "string" && isDecimalText(value)) return Number(value);
  return undefined;
}

/**
 * Whether text is a plain decimal number: an optional "-", digits, and optionally "." and more
 * digits (what /^-?\d+(\.\d+)?$/ matches, by a loop: a grid turns 10,000 of them into numbers).
 */
function isDecimalText(text: string): boolean {
  let k = text.charCodeAt(0) === 45 ? 1 : 0; // "-"
  const start = k;
  while (k < text.length && isDigit(text.charCodeAt(k))) k++;
  if (k === start) return false;
  if (k === text.length) return true;
  if (text.charCodeAt(k) !== 46) return false; // "."
  const fraction = ++k;
  while (k < text.length && isDigit(text.charCodeAt(k))) k++;
  return k > fraction && k === text.length;
}

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** A result value as a cell: money text → number (formatted where the host takes it), null → "". */
export function toCell(value: unknown, kind: ValueKind = "plain"): OutCell {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value;
  const amount = amountOf(value);
  if (amount !== undefined) {
    if (kind === "plain" || !hostTakesDataTypes()) return amount;
    return formatted(amount, kind === "money" ? MONEY_FORMAT : COUNT_FORMAT);
  }
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/**
 * toCell(value, "money") for a grid's many cells, with the host asked once (hostTakesDataTypes
 * reads the Office global for every value until the host answers): a host without data types
 * takes money as plain numbers, which toCell(value, "plain") gives without asking it.
 */
export function moneyCells(): (value: unknown) => OutCell {
  const kind = hostTakesDataTypes() ? "money" : "plain";
  return (value) => toCell(value, kind);
}

export function formatted(basicValue: number, numberFormat: string): FormattedNumber {
  return { type: "FormattedNumber", basicValue, numberFormat };
}
