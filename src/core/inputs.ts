/**
 * Canonical input names, parsing and validation, shared by every calculation.
 *
 * Raw inputs come from JSON lines, Excel cells or the command line: numbers, strings, booleans,
 * null, or lists of them. Each calculation declares a schema (name → kind), derived from its
 * field specs (fields.ts); `parseInputs` matches names case-insensitively ignoring spaces, `_`
 * and `-`, treats null and blank text as "not given" (never zero), and turns every bad value
 * into an InputError that names the input and says what is accepted (each value by its kind:
 * values.ts). No parsed value is ever a guess.
 */
import type { Decimal } from "./decimal";
import { closestName, normalizeName } from "./names";
import { InputError, echo, isBlank, isExactNumber, parseValue, quoted } from "./values";

// Where the names of inputs are compared and suggested (names.ts), and one value is parsed
// (values.ts); exported here as before.
export { closestName, normalizeName };
export {
  ECHO_LIMIT,
  ExactNumber,
  InputError,
  echo,
  isBlank,
  isExactNumber,
  parseDate,
} from "./values";

/**
 * A calendar or tax year is a four-digit year: a spreadsheet date serial (45658) given where a
 * year is meant would otherwise label a schedule's years 45658, 45659, ….
 */
export const FIRST_CALENDAR_YEAR = 1900;
export const LAST_CALENDAR_YEAR = 9999;

export type RawValue = unknown;
export type RawInputs = Record<string, RawValue>;

export interface EnumChoice {
  /** The canonical value ("grm"). */
  value: string;
  /** Other accepted spellings ("government-restricted municipality"). */
  aliases?: readonly string[];
}

export type FieldKind =
  | { kind: "bool" }
  | { kind: "enum"; choices: readonly EnumChoice[] }
  /** A whole count (a JSON number in results). */
  | { kind: "whole"; min?: number; max?: number; list?: ListRule }
  /** An amount of money: >= 0, or > 0 when `positive`. */
  | { kind: "money"; positive?: boolean; list?: ListRule }
  /** Any exact number within [min, max] (either bound optional); `minExclusive` makes min strict. */
  | { kind: "number"; min?: string; max?: string; minExclusive?: boolean; list?: ListRule }
  /** A date: ISO YYYY-MM-DD text or a spreadsheet date serial. */
  | { kind: "date" };

/** Whether a field also takes a list of values (one per year), and how long. */
export interface ListRule {
  maxLength: number;
  /** What the list is counted in, for messages ("years", "compliance years"). */
  unit: string;
  /** Whether a blank inside the list means "not given" for that position. */
  allowGaps?: boolean;
  /**
   * What one value (not a list) means: the value of every year (the default), or of the first
   * year only, the years after it not given.
   */
  single?: "everyYear" | "firstYear";
}

export interface FieldSpec {
  kind: FieldKind;
  /** What the input means, for messages and documentation. */
  description: string;
  /**
   * What applies when the input is left out, for help and documentation: a value as it would be
   * given ("false", "owner", "300"), or words when it depends on other inputs. Derived from the
   * field specs (fields.ts), whose reader applies it; test/core/defaults.test.ts and
   * test/core/fields.test.ts check the two agree.
   */
  default?: string;
  /** No calculation reading the schema computes without it. */
  required?: boolean;
}

export type Schema = Record<string, FieldSpec>;

export type Parsed = boolean | string | number | Decimal | ParsedList;
export type ParsedList = ReadonlyArray<number | Decimal | undefined> & { readonly isList: true };

/** What parseInputs returns: canonical name → parsed value, only for inputs that were given. */
export type ParsedInputs = Map<string, Parsed>;

/**
 * Per schema, worked out once: its canonical names in order (each input's slot), their kinds,
 * normalized name → slot, and each spelling seen → slot (-1: no input).
 */
interface SchemaIndex {
  names: readonly string[];
  kinds: readonly FieldKind[];
  byNormalized: Map<string, number>;
  bySpelling: Map<string, number>;
}

const schemaIndexes = new WeakMap<Schema, SchemaIndex>();
/** Spellings remembered per schema; past this, names are normalized afresh (bounded memory). */
const MAX_SPELLINGS = 1000;
/** Spellings longer than this are not remembered: no canonical name is anywhere near as long. */
const MAX_REMEMBERED_SPELLING = 100;

function indexOf(schema: Schema): SchemaIndex {
  let index = schemaIndexes.get(schema);
  if (!index) {
    const names = Object.keys(schema);
    index = {
      names,
      kinds: names.map((name) => schema[name].kind),
      byNormalized: new Map(names.map((name, slot) => [normalizeName(name), slot])),
      bySpelling: new Map(),
    };
    schemaIndexes.set(schema, index);
  }
  return index;
}

/** The slot of the input a user's spelling refers to, or -1. */
function slotOf(index: SchemaIndex, name: string): number {
  const known = index.bySpelling.get(name);
  if (known !== undefined) return known;
  const slot = index.byNormalized.get(normalizeName(name)) ?? -1;
  if (index.bySpelling.size < MAX_SPELLINGS && name.length <= MAX_REMEMBERED_SPELLING)
    index.bySpelling.set(name, slot);
  return slot;
}

/** The canonical name a user's spelling refers to, or undefined. */
export function canonicalName(schema: Schema, name: string): string | undefined {
  const index = indexOf(schema);
  const slot = slotOf(index, name);
  return slot < 0 ? undefined : index.names[slot];
}

export interface ParseOptions {
  /**
   * Whether fields that take a list (one value per year) take one here. When they do, text with
   * commas in such a field ("100,150,200") is refused as ambiguous — a list, or one number with
   * thousands separators? — rather than read as 100,150,200 jobs in one year.
   */
  lists?: boolean;
}

/** Parse and validate raw inputs against a schema. Throws InputError on the first problem. */
export function parseInputs(
  schema: Schema,
  raw: RawInputs,
  what: string,
  options: ParseOptions = {},
): ParsedInputs {
  const index = indexOf(schema);
  const order: number[] = [];
  const values = parseSlots(index, raw, what, options, order);
  const parsed: ParsedInputs = new Map();
  for (const slot of order) parsed.set(index.names[slot], values[slot] as Parsed);
  return parsed;
}

/**
 * parseInputs's values in schema order, one per slot (undefined where not given), in place of
 * its Map: what a record is read from directly (readFieldValues in fields.ts), a Map of 30
 * entries being the dearest part of a parse. The same values, the same first error.
 */
export function parseInputValues(
  schema: Schema,
  raw: RawInputs,
  what: string,
  options: ParseOptions = {},
): (Parsed | undefined)[] {
  return parseSlots(indexOf(schema), raw, what, options, null);
}

/** Where an input was given blank (not given), while a parse runs: given, so not given twice. */
const BLANK: unique symbol = Symbol("blank");

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * The parse: each raw key's slot and value, in the order given (each parsed slot's also pushed
 * to `order` when given), blanks answered undefined.
 *
 * The keys and their values are read in one for-in loop, which reads each value by the object's
 * enum cache: Object.keys and a second loop, or Object.values, cost more than the rest of the
 * loop (a 10,000-record count of instructions). for-in visits the own keys first, in
 * Object.keys's order, then any inherited enumerable ones, which hasOwn leaves out: the same
 * keys, in the same order, as Object.keys. Each value is read as its key is reached, so a value
 * is parsed before the next is read (the same values and the same first error, values being data
 * properties: an input object with getters would see them called in turn, not all first).
 */
function parseSlots(
  index: SchemaIndex,
  raw: RawInputs,
  what: string,
  options: ParseOptions,
  order: number[] | null,
): (Parsed | undefined)[] {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw) || isExactNumber(raw)) {
    throw new InputError(null, `inputs must be an object of name/value pairs`);
  }
  const values: (Parsed | typeof BLANK | undefined)[] = index.names.map(() => undefined);
  let blanks = false;
  for (const key in raw) {
    if (!hasOwn.call(raw, key)) continue;
    const slot = slotOf(index, key);
    if (slot < 0) {
      throw new InputError(echo(key), unknownNameMessage(key, index.names, what));
    }
    if (values[slot] !== undefined) throw givenTwice(index, Object.keys(raw), slot, key);
    const value = raw[key];
    if (isBlank(value)) {
      values[slot] = BLANK;
      blanks = true;
      continue;
    }
    values[slot] = parseGiven(index, slot, value, options);
    if (order !== null) order.push(slot);
  }
  if (blanks)
    for (let s = 0; s < values.length; s++) if (values[s] === BLANK) values[s] = undefined;
  return values as (Parsed | undefined)[];
}

/** One value given (not blank) for the input in `slot`, parsed as parseSlots parses it. */
function parseGiven(
  index: SchemaIndex,
  slot: number,
  value: RawValue,
  options: ParseOptions,
): Parsed {
  const kind = index.kinds[slot];
  const list = "list" in kind ? kind.list : undefined;
  if (options.lists && typeof value === "string" && list && value.includes(",")) {
    const canonical = index.names[slot];
    throw new InputError(
      canonical,
      `${canonical} ${quoted(value)} is ambiguous: a list of values, one per ${list.unit.replace(/s$/, "")}, or one number with thousands separators? Give a list as separate cells or a JSON array, and a number without separators`,
    );
  }
  return parseValue(index.names[slot], kind, value);
}

/**
 * One input's value: exactly `parseInputs(schema, { [name]: raw }, what, options).get(canonical)`
 * (undefined for a blank), or the same error, without making the inputs object, its Map and
 * its array of every slot: what a grid parses each of its row's and column's values with.
 */
export function parseInputValue(
  schema: Schema,
  name: string,
  raw: unknown,
  what: string,
  options: ParseOptions = {},
): Parsed | undefined {
  const index = indexOf(schema);
  const slot = slotOf(index, name);
  if (slot < 0) throw new InputError(echo(name), unknownNameMessage(name, index.names, what));
  return isBlank(raw) ? undefined : parseGiven(index, slot, raw, options);
}

/** The error for an input given twice: `key`, and the spelling it was first given as. */
function givenTwice(index: SchemaIndex, keys: string[], slot: number, key: string): InputError {
  const canonical = index.names[slot];
  const earlier = keys.find((k) => slotOf(index, k) === slot) as string;
  return new InputError(
    canonical,
    `${canonical} is given twice (as "${echo(earlier)}" and as "${echo(key)}"); give it once`,
  );
}

function unknownNameMessage(name: string, known: readonly string[], what: string): string {
  const suggestion = closestName(name, known);
  const hint = suggestion
    ? `did you mean "${suggestion}"?`
    : `the inputs of ${what} are: ${known.join(", ")}`;
  return `"${echo(name)}" is not an input of ${what}; ${hint}`;
}
