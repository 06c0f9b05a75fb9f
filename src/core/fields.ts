/**
 * One field spec per input: what it accepts (its kind), what it means, and what it reads as when
 * not given (a default, a default worked out from inputs read before it, or an error when it is
 * required). From the specs of a calculation come everything that lists its inputs — the schema
 * `parseInputs` checks names and values against (and the CLI flags, criteria names and help
 * derive from), the reader, and the TypeScript type of the record the stages get — so an input
 * is declared once and cannot be missing from one of them.
 *
 * Cross-input rules (pairs that go together, contradictions) are not fields: each calculation
 * checks them as code after the read.
 */
import { type Decimal, displayNumber } from "./decimal";
import {
  InputError,
  type FieldKind,
  type FieldSpec,
  type Parsed,
  type ParsedInputs,
  type Schema,
} from "./inputs";
import { isList } from "./values";

/** The inputs read so far (those declared before the one being read), by canonical name. */
export type ReadSoFar = Readonly<Record<string, unknown>>;

/**
 * One input. `C` is what the calculation reads in (Emerge: the mode), for a requirement or a
 * default that depends on it.
 */
export interface Field<C = unknown> {
  kind: FieldKind;
  /** What the input means, for messages, flags and documentation. Never empty. */
  description: string;
  /**
   * What a missing input reads as (of the kind's type, or null for "not given" kept as null).
   * Without a default (or defaultFrom, or required) a missing input reads as undefined, and the
   * record's property is optional.
   */
  default?: unknown;
  /**
   * A default worked out from the inputs declared before this one. Pure, as `required`'s function
   * is: it reads the inputs it is given, by name, and nothing else.
   */
  defaultFrom?: (read: ReadSoFar, context: C) => unknown;
  /**
   * How the default reads in help and documentation, when it is not the default value itself
   * (a defaultFrom, or what a stage does without the input).
   */
  defaultText?: string;
  /**
   * The error when the input is missing: always (text), or depending on the inputs read before it
   * and the context (a function answering undefined where the input is not required, in which
   * case the field needs a default).
   */
  required?: string | ((read: ReadSoFar, context: C) => string | undefined);
}

export type Fields<C = unknown> = Readonly<Record<string, Field<C>>>;

/**
 * Declares a calculation's field specs, their literal types kept (the choices of an enum, a
 * default's value) so `InputsOf` can tell each input's type: `fieldsFor<EmergeMode>()({ … })`.
 * `X` is what else a calculation says about each of its inputs (wind: whose input it is).
 */
export function fieldsFor<C, X = unknown>(): <
  const F extends Readonly<Record<string, Field<C> & X>>,
>(
  fields: F,
) => F {
  return (fields) => fields;
}

/** What one value of a kind reads as, a list field's list included. */
type ValueOfKind<K> = K extends { kind: "bool" }
  ? boolean
  : K extends { kind: "enum"; choices: readonly (infer Choice)[] }
    ? Choice extends { value: infer V }
      ? V
      : never
    : K extends { kind: "date" }
      ? string
      : K extends { kind: "whole" }
        ? WithList<number, K>
        : K extends { kind: "money" | "number" }
          ? WithList<Decimal, K>
          : never;

/**
 * A list field: one value for every year or a list (`V | readonly V[]`), or, when one value is
 * the first year's, always a list (as long as given; a blank inside it undefined).
 */
type WithList<V, K> = K extends { list: infer L }
  ? L extends { single: "firstYear" }
    ? readonly (V | undefined)[]
    : L extends { allowGaps: true }
      ? V | readonly (V | undefined)[]
      : V | readonly V[]
  : V;

/** The type of a field's value in the record. */
export type ValueOf<F> = F extends { kind: infer K } ? ValueOfKind<K> : never;

/** Whether a field always has a value in the record (a default, required, or a whole list). */
type Always<F> = F extends { default: unknown }
  ? true
  : F extends { kind: { list: { single: "firstYear" } } }
    ? true
    : F extends { defaultFrom: unknown }
      ? true
      : F extends { required: string | ((...args: never[]) => string) }
        ? true
        : false;

/**
 * The property type of a field that always has a value. A default of the wrong type makes it
 * `never`, so a stage reading it does not compile.
 */
type AlwaysValueOf<F> = F extends { default: infer D }
  ? [D] extends [ValueOf<F> | null]
    ? ValueOf<F> | D
    : never
  : ValueOf<F>;

/** An intersection of records as one record type (which reads, and compares, as one). */
export type Flatten<T> = { [K in keyof T]: T[K] };

/**
 * The record a calculation's stages read: one property per field, of the field's type; optional
 * where a missing input reads as undefined.
 */
export type InputsOf<FS> = Flatten<
  { -readonly [N in keyof FS as Always<FS[N]> extends true ? N : never]: AlwaysValueOf<FS[N]> } & {
    -readonly [N in keyof FS as Always<FS[N]> extends true ? never : N]?: ValueOf<FS[N]>;
  }
>;

/** How a default reads for people: "false", "0", "new", "350,000,000"; none for null. */
export function defaultTextOf(field: Field<never>): string | undefined {
  if (field.defaultText !== undefined) return field.defaultText;
  const value = field.default;
  if (value === undefined || value === null) return undefined;
  if (typeof value === "object") return displayNumber(value as Decimal);
  return String(value);
}

/**
 * Whether no read computes without the input: a requirement in words, or one in a function that
 * comes without a default (one that may not apply, as newJobs's in the per-job amount, needs a
 * default for where it does not).
 */
function requiredAlways(field: Field<never>): boolean {
  if (typeof field.required === "string") return true;
  return field.required !== undefined && !("default" in field) && field.defaultFrom === undefined;
}

/**
 * The schema of a calculation's inputs (name → kind, description, default as text, whether
 * required), in the order of the field specs: what parseInputs checks against and the CLI's
 * flags and the Excel functions' criteria names derive from.
 */
export function schemaOf(fields: Fields<never>): Schema {
  const schema: Record<string, FieldSpec> = {};
  for (const [name, field] of Object.entries(fields)) {
    const text = defaultTextOf(field);
    schema[name] = {
      kind: field.kind,
      description: field.description,
      ...(text === undefined ? {} : { default: text }),
      ...(requiredAlways(field) ? { required: true } : {}),
    };
  }
  return schema;
}

export interface ReadOptions {
  /**
   * Where lists (one value per year) are not taken, why, for the message: "a list of values (one
   * per year) is for a schedule".
   */
  listsRefused?: string;
}

/**
 * The record of a calculation's inputs from what parseInputs returned: each field in the order
 * of its spec, its default where not given, an InputError where it is required and not given.
 * One reader for both: the Map's values, in field order, are readFieldValues's.
 */
export function readFields<C, FS extends Fields<C>>(
  fields: FS,
  parsed: ParsedInputs,
  context: C,
  options: ReadOptions = {},
): InputsOf<FS> {
  const { readers } = recordOf(fields as Fields<never>);
  return readFieldValues(
    fields,
    readers.map((reader) => parsed.get(reader.name)),
    context,
    options,
  );
}

/**
 * readFields from the parsed values in the order of the field specs (parseInputValues's, for the
 * schema of these fields) in place of parseInputs's Map: the same record, the same first error.
 */
export function readFieldValues<C, FS extends Fields<C>>(
  fields: FS,
  values: readonly (Parsed | undefined)[],
  context: C,
  options: ReadOptions = {},
): InputsOf<FS> {
  const { readers, template } = recordOf(fields as Fields<never>);
  const read: Record<string, unknown> = { ...template };
  for (let r = 0; r < readers.length; r++) {
    const reader = readers[r];
    const value = values[r];
    // A field not given that reads as undefined whatever the record: the copy holds it already.
    if (value === undefined && reader.readsUndefined) continue;
    read[reader.name] =
      value === undefined ? readMissing(reader, read, context) : readGiven(reader, value, options);
  }
  return read as InputsOf<FS>;
}

/**
 * The read of many records that differ only in a few fields (a sensitivity grid: one base, two
 * inputs varied): the base's parsed values laid out once in field order, each record then read by
 * readFieldValues with the varied values (canonical names, none in the base) in their places. The
 * same record, or the same first error, as readFields gives for the base with those values.
 */
export function readPlan<C, FS extends Fields<C>>(
  fields: FS,
  base: ParsedInputs,
  varied: readonly string[],
  context: C,
  options: ReadOptions = {},
): CellRead<InputsOf<FS>> {
  const names = Object.keys(fields);
  const baseValues = names.map((name) => base.get(name));
  const places = varied.map((name) => names.indexOf(name));
  return (values) => {
    const all = baseValues.slice();
    for (let k = 0; k < places.length; k++) all[places[k]] = values[k];
    return readFieldValues(fields, all, context, options);
  };
}

/** A record per grid cell, from its varied fields' parsed values (undefined where not given). */
export type CellRead<R> = (values: readonly (Parsed | undefined)[]) => R;

/**
 * One field as the reader reads it, worked out once from its spec: a grid reads 10,000 records,
 * and the specs (each of its own shape) are slow to look into 35 times per record.
 */
interface FieldReader {
  name: string;
  /** For a list whose one value is the first year's: its length; otherwise null. */
  firstYearLength: number | null;
  required: Field<never>["required"];
  defaultFrom: Field<never>["defaultFrom"];
  default: unknown;
  /** Whether the field not given reads as undefined, always: no requirement, default or list. */
  readsUndefined: boolean;
}

interface RecordOf {
  readers: FieldReader[];
  template: Record<string, unknown>;
}

/**
 * Per field specs: how each field is read, in order, and a record with one placeholder property
 * per name to copy. V8 turns an object grown by `read[name] = …` past a dozen properties into a
 * slow dictionary, which every stage's `i.name` then pays for; a copy of a record built by
 * JSON.parse, which keeps fast properties however many, stays fast.
 */
const records = new WeakMap<object, RecordOf>();

function recordOf(fields: Fields<never>): RecordOf {
  let found = records.get(fields);
  if (found === undefined) {
    const names = Object.keys(fields);
    const readers = names.map((name): FieldReader => {
      const field = fields[name];
      const list = "list" in field.kind ? field.kind.list : undefined;
      const firstYearLength = list?.single === "firstYear" ? list.maxLength : null;
      return {
        name,
        firstYearLength,
        required: field.required,
        defaultFrom: field.defaultFrom,
        default: field.default,
        readsUndefined:
          field.required === undefined &&
          field.defaultFrom === undefined &&
          field.default === undefined &&
          firstYearLength === null,
      };
    });
    const template = JSON.parse(
      JSON.stringify(Object.fromEntries(names.map((name) => [name, null]))),
    ) as Record<string, unknown>;
    // Undefined, as a field not yet read reads to a defaultFrom or required (existing keys: the
    // record stays fast).
    for (const name of names) template[name] = undefined;
    found = { readers, template };
    records.set(fields, found);
  }
  return found;
}

/** What a field not given reads as: its requirement's error, its default or its whole list. */
function readMissing<C>(reader: FieldReader, read: ReadSoFar, context: C): unknown {
  const { name, firstYearLength } = reader;
  const required = reader.required as Field<C>["required"];
  const message = typeof required === "function" ? required(read, context) : required;
  if (message !== undefined) throw new InputError(name, message);
  if (firstYearLength !== null) return yearList(firstYearLength, []);
  const defaultFrom = reader.defaultFrom as Field<C>["defaultFrom"];
  if (defaultFrom !== undefined) return defaultFrom(read, context);
  return reader.default;
}

/** What a field given reads as: its value, as a list where one value is the first period's. */
function readGiven(reader: FieldReader, value: Parsed, options: ReadOptions): unknown {
  const { name, firstYearLength } = reader;
  if (isList(value) && options.listsRefused !== undefined) {
    throw new InputError(name, `${name} takes one value here; ${options.listsRefused}`);
  }
  if (firstYearLength !== null) {
    // One value is compliance year 1's; the years after it, like blanks, are not given.
    return yearList(firstYearLength, isList(value) ? value : [value]);
  }
  return value;
}

/**
 * The list as given (at most `length` entries, parse checked that), a blank inside it undefined:
 * as long as it was given, so a reader can tell the listed periods from those past the list.
 */
function yearList(length: number, given: readonly unknown[]): unknown[] {
  return given.slice(0, length);
}
