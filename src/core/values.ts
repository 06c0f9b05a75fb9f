/**
 * One raw value of an input and what it parses to, by the input's kind, or the InputError that
 * names the input and says what is accepted: blank (not given), booleans, choices, whole counts,
 * exact amounts and numbers within their bounds, lists of them, dates. parseInputs (inputs.ts)
 * finds each value's input and kind; inputs.ts re-exports what its callers import from it.
 */
import { Decimal, ZERO, compare, decimalOfNumber } from "./decimal";
import type { EnumChoice, FieldKind, ListRule, Parsed, ParsedList, RawValue } from "./inputs";
import { closestName, normalizeName } from "./names";

/** A problem with one input (or with no single input, when `input` is null). */
export class InputError extends Error {
  readonly input: string | null;
  constructor(input: string | null, message: string) {
    super(message);
    this.name = "InputError";
    this.input = input;
  }
}

/**
 * A number as written in JSON text, its digits kept (docs/interface.md 1.1): the machine interface
 * reads every JSON number as one, never as a double, so 49999999.99999999999 is not taken as
 * 50000000 before it is checked. The readers below take it exactly as numeric text, but as a
 * number where the type matters: a boolean or a choice refuses it, a date takes it as a serial.
 */
export class ExactNumber {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export function isExactNumber(value: unknown): value is ExactNumber {
  return value instanceof ExactNumber;
}

/** At most this many characters of any text a user gave are repeated in a message. */
export const ECHO_LIMIT = 60;

/**
 * User text as a message repeats it, cut short with an ellipsis when long: a name or value of a
 * megabyte must not come back as a megabyte of message.
 */
export function echo(text: string): string {
  if (text.length <= ECHO_LIMIT) return text;
  let cut = ECHO_LIMIT - 1;
  // Do not split a surrogate pair.
  const last = text.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut--;
  return text.slice(0, cut) + "\u2026";
}

/** Whether a raw value means "not given": undefined, null or blank text. */
export function isBlank(value: RawValue): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== "string") return false;
  // Text is blank only when it is empty or starts with white space: the trim (a new string) is
  // made only then. Every white space and line terminator `trim` removes is at or below a space,
  // a no-break space (U+00A0), or at or above U+1680.
  if (value.length === 0) return true;
  const first = value.charCodeAt(0);
  return (first <= 32 || first === 0xa0 || first >= 0x1680) && value.trim() === "";
}

export function parseValue(name: string, kind: FieldKind, value: RawValue): Parsed {
  switch (kind.kind) {
    case "bool":
      return parseBool(name, value);
    case "enum":
      return parseEnum(name, kind.choices, value);
    case "date":
      return parseDate(name, value);
    case "whole":
    case "money":
    case "number":
      if (Array.isArray(value)) {
        if (!kind.list) {
          throw new InputError(name, `${name} takes one value, not a list`);
        }
        return parseList(name, kind, kind.list, value);
      }
      return parseScalar(name, kind, value);
  }
}

type NumericKind = Extract<FieldKind, { kind: "whole" | "money" | "number" }>;

function parseList(name: string, kind: NumericKind, rule: ListRule, values: unknown[]): ParsedList {
  if (values.length === 0) {
    throw new InputError(
      name,
      `${name} is an empty list; give one value, or one per ${rule.unit.replace(/s$/, "")}`,
    );
  }
  if (values.length > rule.maxLength) {
    throw new InputError(
      name,
      `${name} has ${values.length} values; at most ${rule.maxLength} (one per ${rule.unit.replace(/s$/, "")}) are accepted`,
    );
  }
  const items = values.map((item, i) => {
    if (isBlank(item)) {
      if (rule.allowGaps) return undefined;
      throw new InputError(
        name,
        `${name}: value ${i + 1} of the list is blank; give a value for every ${rule.unit.replace(/s$/, "")}`,
      );
    }
    if (Array.isArray(item)) {
      throw new InputError(
        name,
        `${name}: value ${i + 1} of the list is itself a list; give a flat list`,
      );
    }
    return parseScalar(name, kind, item, ` (value ${i + 1} of the list)`);
  });
  return Object.assign(items, { isList: true as const });
}

export function isList(value: Parsed | undefined): value is ParsedList {
  return Array.isArray(value);
}

/** A count written plainly: below 10^15, so exact as a double. */
const PLAIN_COUNT = /^-?\d{1,15}$/;
const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const GROUPED_NUMBER_TEXT = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * No input of these credits is a quadrillion or more (the largest, a capital investment, is in
 * the hundreds of millions), and none needs more than 30 decimal places (a spreadsheet's ratios
 * have about 17 significant digits). Beyond these bounds a value is refused, naming the input:
 * "1e9000000000" written out in full would take the machine's whole memory, and the core's exact
 * arithmetic is sized for inputs within them (decimal.ts).
 */
const MAGNITUDE_LIMIT_EXPONENT = 15;
const MAGNITUDE_LIMIT = 10 ** MAGNITUDE_LIMIT_EXPONENT;
const DECIMAL_PLACES_LIMIT = 30;

/**
 * Whether a JS number is one `bounded` always accepts: 0, or from 1e-13 to below 1e15 in size,
 * where its at most 17 significant digits end at or above the 29th decimal place.
 */
function withinBounds(value: number): boolean {
  const size = Math.abs(value);
  return value === 0 || (size >= 1e-13 && size < MAGNITUDE_LIMIT);
}

/** A raw value quoted for a message, cut short when long. */
export function quoted(value: string): string {
  return `"${echo(value)}"`;
}

/** `given` is the raw value (text, or a JS number written as String writes it, only if refused). */
function bounded(name: string, d: Decimal, given: string | number, where: string): Decimal {
  if (!d.isFinite() || d.e >= MAGNITUDE_LIMIT_EXPONENT) {
    throw new InputError(
      name,
      `${name}${where} must be less than 1e${MAGNITUDE_LIMIT_EXPONENT} in size; ${quoted(String(given))} is not accepted`,
    );
  }
  if (d.decimalPlaces() > DECIMAL_PLACES_LIMIT) {
    throw new InputError(
      name,
      `${name}${where} may have at most ${DECIMAL_PLACES_LIMIT} decimal places; ${quoted(String(given))} is not accepted`,
    );
  }
  return d;
}

const EXPONENT_TEXT = /^[+-]?(\d*)(?:\.(\d*))?[eE]([+-]?\d+)$/;

/**
 * Numeric text whose exponent is far beyond any bound, refused before Decimal reads it: past
 * its own exponent limits Decimal would make "-1e-9000000000000000000" a zero (accepted as 0,
 * where a negative amount is an error) and "1e9000000000000000000" an infinity. An exponent
 * within (digits + 1000) of zero is left to Decimal, which reads it exactly, and to `bounded`.
 */
function farExponent(name: string, text: string, where: string): void {
  const match = EXPONENT_TEXT.exec(text);
  if (match === null) return;
  const digits = match[1] + (match[2] ?? "");
  if (!/[1-9]/.test(digits)) return; // zero, whatever the exponent
  const exponent = Number(match[3]);
  if (Math.abs(exponent) <= digits.length + 1000) return;
  if (exponent > 0) {
    throw new InputError(
      name,
      `${name}${where} must be less than 1e${MAGNITUDE_LIMIT_EXPONENT} in size; ${quoted(text)} is not accepted`,
    );
  }
  throw new InputError(
    name,
    `${name}${where} may have at most ${DECIMAL_PLACES_LIMIT} decimal places; ${quoted(text)} is not accepted`,
  );
}

/**
 * An exact decimal from numeric text (already trimmed), grouped by thousands too when `grouped`;
 * undefined when it is not numeric.
 */
function decimalFromText(
  name: string,
  text: string,
  where: string,
  grouped: boolean,
): Decimal | undefined {
  if (NUMBER_TEXT.test(text)) {
    farExponent(name, text, where);
    return bounded(name, new Decimal(text), text, where);
  }
  if (grouped && GROUPED_NUMBER_TEXT.test(text)) {
    return bounded(name, new Decimal(text.replace(/,/g, "")), text, where);
  }
  return undefined;
}

/**
 * An exact decimal from a JSON number (a double, or an ExactNumber with its digits), a numeric
 * text or a grouped numeric text ("1,500,000").
 */
export function parseDecimal(name: string, value: RawValue, where = ""): Decimal {
  if (isExactNumber(value)) {
    const d = decimalFromText(name, value.text, where, false);
    if (d !== undefined) return d;
    throw new InputError(
      name,
      `${name}${where} must be a number; ${quoted(value.text)} is not one`,
    );
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value)) {
      throw new InputError(name, `${name}${where} must be a finite number, not ${String(value)}`);
    }
    if (withinBounds(value)) return decimalOfNumber(value);
    return bounded(name, decimalOfNumber(value), value, where);
  }
  if (typeof value === "string") {
    const d = decimalFromText(name, value.trim(), where, true);
    if (d !== undefined) return d;
    throw new InputError(name, `${name}${where} must be a number; ${quoted(value)} is not one`);
  }
  throw new InputError(name, `${name}${where} must be a number, not ${describe(value)}`);
}

const bounds = new Map<string, Decimal>();
function bound(text: string): Decimal {
  let d = bounds.get(text);
  if (d === undefined) {
    d = new Decimal(text);
    bounds.set(text, d);
  }
  return d;
}

/**
 * Whether a whole number is within a count's bounds (at least its min, 0 without one; at most its
 * max, if any): the fast paths' test, the Decimal path's errors below say which bound failed.
 */
function countWithin(kind: Extract<FieldKind, { kind: "whole" }>, n: number): boolean {
  return n >= (kind.min ?? 0) && (kind.max === undefined || n <= kind.max);
}

function parseScalar(
  name: string,
  kind: NumericKind,
  value: RawValue,
  where = "",
): number | Decimal {
  // A count given as a plain safe integer needs no Decimal to be checked.
  if (
    kind.kind === "whole" &&
    typeof value === "number" &&
    Number.isSafeInteger(value) &&
    Math.abs(value) < MAGNITUDE_LIMIT
  ) {
    if (countWithin(kind, value)) return value === 0 ? 0 : value;
  }
  // So does one written as a plain integer of at most 15 digits (exact as a double).
  if (kind.kind === "whole" && isExactNumber(value) && PLAIN_COUNT.test(value.text)) {
    const n = Number(value.text);
    if (countWithin(kind, n)) return n === 0 ? 0 : n;
  }
  // An amount or a number given as a JS number within both bounds (withinBounds): its Decimal
  // is the number's own decimal, and it is tested against whole limits as a number, exactly (a
  // double and its shortest decimal are on the same side of any whole number: withinWhole).
  if (
    typeof value === "number" &&
    kind.kind !== "whole" &&
    withinBounds(value) &&
    (kind.kind === "money" ? (kind.positive ? value > 0 : value >= 0) : withinWhole(kind, value))
  ) {
    return value === 0 ? ZERO : decimalOfNumber(value);
  }
  const d = parseDecimal(name, value, where);
  switch (kind.kind) {
    case "whole": {
      if (!d.isInteger()) {
        throw new InputError(name, `${name}${where} must be a whole number; ${d.toFixed()} is not`);
      }
      const min = kind.min ?? 0;
      if (d.lessThan(min)) {
        throw new InputError(
          name,
          `${name}${where} must be ${min === 0 ? "0 or more" : `at least ${min}`}; ${d.toFixed()} is not accepted`,
        );
      }
      if (kind.max !== undefined && d.greaterThan(kind.max)) {
        throw new InputError(
          name,
          `${name}${where} must be at most ${kind.max}; ${d.toFixed()} is not accepted`,
        );
      }
      if (d.greaterThan(Number.MAX_SAFE_INTEGER)) {
        throw new InputError(name, `${name}${where} is too large to be a count: ${d.toFixed()}`);
      }
      return d.toNumber();
    }
    case "money":
      if (kind.positive ? d.isZero() || d.isNegative() : d.isNegative() && !d.isZero()) {
        throw new InputError(
          name,
          `${name}${where} must be an amount ${kind.positive ? "greater than 0" : "of 0 or more"}; ${d.toFixed()} is not accepted`,
        );
      }
      return d.isZero() ? d.abs() : d;
    case "number": {
      const min = kind.min === undefined ? undefined : bound(kind.min);
      const max = kind.max === undefined ? undefined : bound(kind.max);
      const belowMin =
        min !== undefined && (kind.minExclusive ? compare(d, min) <= 0 : compare(d, min) < 0);
      if (belowMin || (max !== undefined && compare(d, max) > 0)) {
        throw new InputError(
          name,
          `${name}${where} must be ${rangeText(kind.min, kind.max, kind.minExclusive)}; ${d.toFixed()} is not accepted`,
        );
      }
      return d.isZero() ? d.abs() : d;
    }
  }
}

/** A number kind's limits as numbers, when both (if given) are safe integers; else null. */
const wholeLimits = new WeakMap<NumericKind, { min?: number; max?: number } | null>();

function limitsOf(
  kind: Extract<FieldKind, { kind: "number" }>,
): { min?: number; max?: number } | null {
  let limits = wholeLimits.get(kind);
  if (limits === undefined) {
    const asNumber = (text: string | undefined): number | undefined | null => {
      if (text === undefined) return undefined;
      const d = bound(text);
      return d.isInteger() && d.abs().lessThanOrEqualTo(Number.MAX_SAFE_INTEGER)
        ? d.toNumber()
        : null;
    };
    const min = asNumber(kind.min);
    const max = asNumber(kind.max);
    limits = min === null || max === null ? null : { min, max };
    wholeLimits.set(kind, limits);
  }
  return limits;
}

/**
 * Whether the JS number `value` is within a number kind's limits, compared as numbers; false when
 * the limits are not whole. A whole limit is a double exactly, and rounding to the nearest double
 * keeps order, so the value's shortest decimal is below, at or above a limit as the double is
 * (at it only when it is the limit itself, which is its own shortest decimal).
 */
function withinWhole(kind: Extract<FieldKind, { kind: "number" }>, value: number): boolean {
  const limits = limitsOf(kind);
  if (limits === null) return false;
  const { min, max } = limits;
  if (min !== undefined && (kind.minExclusive ? value <= min : value < min)) return false;
  return max === undefined || value <= max;
}

function rangeText(min?: string, max?: string, minExclusive?: boolean): string {
  if (min !== undefined && max !== undefined) return `between ${min} and ${max}`;
  if (min !== undefined) return minExclusive ? `greater than ${min}` : `${min} or more`;
  if (max !== undefined) return `${max} or less`;
  return "a number";
}

const TRUE_TEXT = new Set(["true"]);
const FALSE_TEXT = new Set(["false"]);

function parseBool(name: string, value: RawValue): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "string") {
    const text = value.trim().toLowerCase();
    if (TRUE_TEXT.has(text)) return true;
    if (FALSE_TEXT.has(text)) return false;
    throw new InputError(name, `${name} must be TRUE or FALSE; ${quoted(value)} is not accepted`);
  }
  throw new InputError(name, `${name} must be TRUE or FALSE, not ${describe(value)}`);
}

/** Per list of choices: every accepted spelling, normalized → canonical value. */
const enumLookups = new WeakMap<readonly EnumChoice[], Map<string, string>>();

function lookupOf(choices: readonly EnumChoice[]): Map<string, string> {
  let lookup = enumLookups.get(choices);
  if (lookup === undefined) {
    lookup = new Map();
    for (const choice of choices) {
      lookup.set(normalizeName(choice.value), choice.value);
      for (const alias of choice.aliases ?? []) lookup.set(normalizeName(alias), choice.value);
    }
    enumLookups.set(choices, lookup);
  }
  return lookup;
}

function parseEnum(name: string, choices: readonly EnumChoice[], value: RawValue): string {
  if (typeof value !== "string") {
    throw new InputError(
      name,
      `${name} must be one of ${choiceList(choices)}, not ${describe(value)}`,
    );
  }
  const lookup = lookupOf(choices);
  const found = lookup.get(value) ?? lookup.get(normalizeName(value));
  if (found !== undefined) return found;
  // A near miss ("enhance") is still an error: a guess could compute the wrong credit.
  const suggestion = closestName(
    value,
    choices.map((c) => c.value),
  );
  throw new InputError(
    name,
    `${name} must be one of ${choiceList(choices)}; ${quoted(value)} is not accepted${suggestion ? `; did you mean ${suggestion}?` : ""}`,
  );
}

function choiceList(choices: readonly EnumChoice[]): string {
  return choices.map((c) => c.value).join(", ");
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Excel's 1900 date system: serial 1 is 1900-01-01 and serial 60 is the fictitious 1900-02-29. */
const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);
const MS_PER_DAY = 86_400_000;

/** A date as ISO text "YYYY-MM-DD" (which sorts and compares as dates do). */
export function parseDate(name: string, value: RawValue): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value < 61 || value >= 2958466) {
      throw new InputError(name, dateSerialMessage(name, String(value)));
    }
    const days = Math.floor(value);
    return new Date(EXCEL_EPOCH_UTC + days * MS_PER_DAY).toISOString().slice(0, 10);
  }
  if (isExactNumber(value)) return dateFromSerialText(name, value.text);
  if (typeof value === "string") {
    const text = value.trim();
    const match = ISO_DATE.exec(text);
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const date = new Date(Date.UTC(year, month - 1, day));
      if (
        date.getUTCFullYear() === year &&
        date.getUTCMonth() === month - 1 &&
        date.getUTCDate() === day
      ) {
        return text;
      }
      throw new InputError(name, `${name} must be a real calendar date; ${text} does not exist`);
    }
    if (NUMBER_TEXT.test(text)) return dateFromSerialText(name, text);
    throw new InputError(
      name,
      `${name} must be a date as YYYY-MM-DD (or a spreadsheet date serial); ${quoted(value)} is not accepted`,
    );
  }
  throw new InputError(name, `${name} must be a date as YYYY-MM-DD, not ${describe(value)}`);
}

function dateSerialMessage(name: string, given: string): string {
  return `${name} must be a date (YYYY-MM-DD, or a spreadsheet date serial from 61 = 1900-03-01 to 2958465 = 9999-12-31); ${echo(given)} is not accepted`;
}

/**
 * A date serial written as digits, read exactly: 45658.99999999999999999 is day 45658, which a
 * double (45659) would make the next day.
 */
function dateFromSerialText(name: string, text: string): string {
  let serial: Decimal;
  try {
    serial = parseDecimal(name, text);
  } catch (err) {
    if (err instanceof InputError) throw new InputError(name, dateSerialMessage(name, text));
    throw err;
  }
  if (serial.lessThan(61) || serial.greaterThanOrEqualTo(2958466)) {
    throw new InputError(name, dateSerialMessage(name, text));
  }
  return parseDate(name, serial.floor().toNumber());
}

function describe(value: RawValue): string {
  if (isExactNumber(value)) return echo(value.text);
  if (Array.isArray(value)) return "a list";
  if (value === null) return "empty";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "string") return quoted(value);
  if (typeof value === "object") return "an object";
  return String(value);
}
