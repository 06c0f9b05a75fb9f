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
import { makerOf, writerOf, type FieldWriter, type RecordMaker } from "./record-maker";
import { Remembered, type Given } from "./remembered";
import { isList } from "./values";

/** The inputs read so far (those declared before the one being read), by canonical name. */
export type ReadSoFar = Readonly<Record<string, unknown>>;

// A calculation's record maker and field writers are declared beside its field specs.
export { fieldWriters, recordMaker, type FieldWriters, type RecordMaker } from "./record-maker";

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
   * is: it reads the inputs it is given, by name, and nothing else (a read plan reuses its answer
   * while those are the same).
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
  const found = recordOf(fields as Fields<never>);
  const { readers, template } = found;
  let make = found.make;
  if (make === undefined) make = found.make = makerOf(fields as Fields<never>) ?? null;
  if (make !== null) return readByMaker(found, make, values, context, options) as InputsOf<FS>;
  const read: Record<string, unknown> = { ...template };
  for (let r = 0; r < readers.length; r++) {
    const reader = readers[r];
    const value = values[r];
    // A field not given that reads as undefined whatever the record: the copy holds it already.
    if (value === undefined && reader.readsUndefined) continue;
    read[reader.name] = readField(reader, value, read, context, options);
  }
  return read as InputsOf<FS>;
}

/**
 * readFieldValues by a calculation's record maker (recordMaker): each field read into `scratch`
 * by position, in field order, then the record made at once. A requirement or default that reads
 * the record is given the record of the fields before it (made from them, the later ones
 * undefined), as the record being read has them there.
 */
function readByMaker<C>(
  found: RecordOf,
  make: RecordMaker,
  values: readonly (Parsed | undefined)[],
  context: C,
  options: ReadOptions,
): Record<string, unknown> {
  const { readers, scratch } = found;
  for (let r = 0; r < readers.length; r++) {
    const reader = readers[r];
    const value = values[r];
    if (value !== undefined) scratch[r] = readGiven(reader, value, options);
    else if (reader.readsUndefined) scratch[r] = undefined;
    else
      scratch[r] = readMissing(
        reader,
        readsRecord(reader) ? readBefore(make, scratch, r) : EMPTY,
        context,
      );
  }
  return make(scratch);
}

/** The record of the fields before `r`: scratch's later places (the last read's) undefined first. */
function readBefore(make: RecordMaker, scratch: unknown[], r: number): ReadSoFar {
  for (let later = r; later < scratch.length; later++) scratch[later] = undefined;
  return make(scratch);
}

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
  /** The placeholder record as JSON text: JSON.parse of it makes a record of one stable shape. */
  json: string;
  /**
   * The values readByMaker reads into, one per field, rewritten by every read (nothing keeps it:
   * the record is made from it; a requirement or default is given a record made from it with
   * the places after its field cleared, so it sees only the fields before it).
   */
  scratch: unknown[];
  /**
   * The calculation's record maker (record-maker.ts makerOf), null for none; undefined until the
   * first read asks. Kept here because every read asks, and a WeakMap look-up per read was a
   * measurable part of a traced evaluation. Makers are registered when their module loads,
   * before any record is read.
   */
  make: RecordMaker | null | undefined;
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
    const json = JSON.stringify(Object.fromEntries(names.map((name) => [name, null])));
    const template = JSON.parse(json) as Record<string, unknown>;
    // Undefined, as a field not yet read reads to a defaultFrom or required (existing keys: the
    // record stays fast).
    for (const name of names) template[name] = undefined;
    found = { readers, template, json, scratch: names.map(() => undefined), make: undefined };
    records.set(fields, found);
  }
  return found;
}

function readField<C>(
  reader: FieldReader,
  value: Parsed | undefined,
  read: ReadSoFar,
  context: C,
  options: ReadOptions,
): unknown {
  return value === undefined
    ? readMissing(reader, read, context)
    : readGiven(reader, value, options);
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
 * Whether a field not given reads the fields before it (a requirement or a default worked out
 * from them): such a field is read afresh for every record of a plan; any other field not given
 * reads the same every time.
 */
function readsRecord(reader: FieldReader): boolean {
  return typeof reader.required === "function" || reader.defaultFrom !== undefined;
}

/**
 * The read of many records that differ only in a few fields (a sensitivity grid: one base, two
 * inputs varied), worked out once. Each record is exactly the one readFields reads from the base
 * with the varied values added — the same values, the same first error — by the same rules
 * (readGiven, readMissing), only fewer of them per record.
 */
export interface ReadPlan<R> {
  /**
   * The record for the varied fields' parsed values (undefined where not given), in the order of
   * the names the plan was made for.
   */
  read(values: readonly (Parsed | undefined)[]): R;
  /**
   * The same record, written into one object the plan keeps and rewrites on every call: only the
   * perCell fields are written (every other one already holds its value), where `read` copies
   * every field. For a caller done with the record before it calls again, keeping nothing of it
   * (a grid cell's amount); after a call that throws, the object is not a record until the next.
   */
  readShared(values: readonly (Parsed | undefined)[]): R;
  /** Whether the input was given (the base's, or a varied one's value): a Map's `has`. */
  given(values: readonly (Parsed | undefined)[], name: string): boolean;
  /**
   * The fields read per record (the varied ones, and those not given that are read from the
   * fields before them): every other field holds the same value, the same object, in every
   * record the plan reads.
   */
  perCell: readonly string[];
  /**
   * The values the shared record's perCell fields hold, by position: `current[n]` is the object
   * readShared's record holds as perCell[n] (NOT_READ before it is first written). One array,
   * kept in step with the record write by write, so a reader that knows a field's position reads
   * it without looking the name up.
   */
  current: readonly unknown[];
  /**
   * A calculation's checks across a record's inputs (pure, as remembered.ts requires), for the
   * records of this plan: `(record, values)` runs `check(record, given)`, or gives its last
   * answer (or error) again when the per-cell inputs it read, and whether those it asked about
   * were given, are the same as last time.
   */
  remember<T>(
    check: (record: R, given: Given) => T,
  ): (record: R, values: readonly (Parsed | undefined)[]) => T;
}

/**
 * A record read per cell of a grid, with the names of its fields that may differ from cell to
 * cell (ReadPlan.perCell, and what a calculation derives from them): every other field is the
 * same value in every record it returns.
 */
export type CellRead<R> = ((values: readonly (Parsed | undefined)[]) => R) & {
  readonly perCell: readonly string[];
  /** The same record in an object rewritten by every call (ReadPlan.readShared). */
  readonly shared: (values: readonly (Parsed | undefined)[]) => R;
  /**
   * Where given, the values of `shared`'s record by position: current[n] is what it holds as
   * perCell[n] (ReadPlan.current).
   */
  readonly current?: readonly unknown[];
};

/**
 * One step of a plan's read, in field order: a varied field, a field not given read from the
 * fields before it (`missing`), or an error every record meets there. One shape for all three.
 */
interface PlanStep {
  kind: "varied" | "missing" | "error";
  reader: FieldReader;
  /** A varied field's place in the values. */
  slot: number;
  /** Its place in perCell (and `current`); -1 for an error. */
  cell: number;
  error: unknown;
  /**
   * For a step that may read the record, the record as readFields has it there: the fields
   * before it that are the same in every record (the later ones undefined, not read yet), and
   * the values of the steps before it, written in for each record; null for a step that never
   * reads the record. One object per plan, rewritten for every record: a requirement or default
   * reads the fields before it, it does not keep them.
   */
  before: Record<string, unknown> | null;
  /** The names of the varied and missing steps before this one. */
  earlier: readonly string[];
  /**
   * For a step that may read the record, its requirement or default, remembered (remembered.ts):
   * the fields it reads per record are the varied and missing ones before it.
   */
  remembered: Remembered<ReadSoFar, unknown> | null;
  /**
   * Writes the field into the shared record: the calculation's writer (fieldWriters), a store by
   * the field's name, else a store by the name looked up (record-maker.ts writerOf).
   */
  write: FieldWriter;
}

/**
 * A read plan for the fields, the base's parsed inputs and the varied inputs (canonical names,
 * none of them in the base). The fields the same in every record are read once, into the record
 * copied for each; the rest are read per record, in field order. A requirement or default that
 * reads the record is given the fields before it only, as readFields gives it.
 */
export function readPlan<C, FS extends Fields<C>>(
  fields: FS,
  base: ParsedInputs,
  varied: readonly string[],
  context: C,
  options: ReadOptions = {},
): ReadPlan<InputsOf<FS>> {
  const { readers, template, json } = recordOf(fields as Fields<never>);
  const slots = new Map(varied.map((name, slot) => [name, slot]));
  // The fields the same in every record; while the plan is made, those before the field reached.
  const constants: Record<string, unknown> = { ...template };
  const steps: PlanStep[] = [];
  const earlier: string[] = [];
  const step = (kind: PlanStep["kind"], reader: FieldReader, slot: number, error: unknown) => {
    const reads = kind !== "error" && readsRecord(reader);
    const made: PlanStep = {
      kind,
      reader,
      slot,
      cell: kind === "error" ? -1 : earlier.length,
      error,
      before: reads ? { ...constants } : null,
      earlier: [...earlier],
      remembered: null,
      write: writerOf(fields as Fields<never>, reader.name),
    };
    if (reads) {
      made.remembered = new Remembered(
        (view: ReadSoFar) => readMissing(reader, view, context),
        new Set(earlier),
        (record) => before(made, record),
      );
    }
    steps.push(made);
    if (kind !== "error") earlier.push(reader.name);
  };
  for (const reader of readers) {
    const slot = slots.get(reader.name);
    const value = base.get(reader.name);
    if (slot !== undefined) step("varied", reader, slot, undefined);
    else if (value === undefined && readsRecord(reader)) step("missing", reader, -1, undefined);
    else {
      try {
        // Neither reads the record here (readMissing only where readsRecord is false).
        const read =
          value === undefined
            ? readMissing(reader, EMPTY, context)
            : readGiven(reader, value, options);
        constants[reader.name] = read;
      } catch (error) {
        step("error", reader, -1, error);
      }
    }
  }
  /** The per-record steps, in field order, written into `record` (a copy of the constants). */
  const fill = (record: Record<string, unknown>, values: readonly (Parsed | undefined)[]) => {
    for (let s = 0; s < steps.length; s++) {
      const step = steps[s];
      if (step.kind === "error") throw step.error;
      const value = step.kind === "varied" ? values[step.slot] : undefined;
      record[step.reader.name] =
        value !== undefined
          ? readGiven(step.reader, value, options)
          : step.remembered === null
            ? readMissing(step.reader, EMPTY, context)
            : step.remembered.call(record, NEVER_ASKED);
    }
    return record as InputsOf<FS>;
  };
  /**
   * The same steps written into the shared record, which holds the constants and what the last
   * call wrote. `held`: each varied step's value whose read its field holds (NOT_READ before the
   * first), so a field is read and written only when the step's value is another (a column's
   * value is the same across its row); and `current`, what each perCell field holds, so a field
   * read again as the same object is not written again. A field changes only when it is written,
   * and `current` with it, so what a call that threw left half-written never shows: every field
   * is then either what `held` and `current` say or written again. The loop is kept small (what
   * a step writes is written apart) so the engine compiles it into the grid cell's code.
   */
  const fillShared = (record: Record<string, unknown>, values: readonly (Parsed | undefined)[]) => {
    for (let s = 0; s < steps.length; s++) {
      const step = steps[s];
      if (step.kind === "varied") {
        const value = values[step.slot];
        if (value !== undefined) {
          if (!Object.is(held[s], value)) writeGiven(record, step, s, value);
          continue;
        }
      } else if (step.kind === "error") throw step.error;
      writeMissing(record, step, s);
    }
    return record as InputsOf<FS>;
  };
  /** A varied step's value, another than the one its field holds, read and written. */
  const writeGiven = (
    record: Record<string, unknown>,
    step: PlanStep,
    s: number,
    value: Parsed,
  ) => {
    const read = readGiven(step.reader, value, options);
    step.write(record, read);
    held[s] = value;
    current[step.cell] = read;
  };
  /** A step's field not given, read (from the fields before it) and written where it is another. */
  const writeMissing = (record: Record<string, unknown>, step: PlanStep, s: number) => {
    const read =
      step.remembered === null
        ? readMissing(step.reader, EMPTY, context)
        : step.remembered.call(record, NEVER_ASKED);
    held[s] = NOT_READ;
    if (Object.is(current[step.cell], read)) return;
    step.write(record, read);
    current[step.cell] = read;
  };
  let shared: Record<string, unknown> | undefined;
  const held: unknown[] = steps.map(() => NOT_READ);
  const current: unknown[] = earlier.map(() => NOT_READ);
  const given = (values: readonly (Parsed | undefined)[], name: string): boolean => {
    const slot = slots.get(name);
    return slot === undefined ? base.has(name) : values[slot] !== undefined;
  };
  const perCell = steps.filter((s) => s.kind !== "error").map((s) => s.reader.name);
  return {
    read: (values) => fill({ ...constants }, values),
    readShared: (values) => fillShared((shared ??= sharedRecord(json, constants)), values),
    given,
    perCell,
    current,
    remember<T>(check: (record: InputsOf<FS>, given: Given) => T) {
      const remembered = new Remembered(
        check,
        new Set(perCell),
        (record) => record as InputsOf<FS>,
      );
      // The values being checked, for `given`: one function for every record, not one per record.
      let checking: readonly (Parsed | undefined)[] = [];
      const givenNow: Given = (name) => given(checking, name);
      return (record: InputsOf<FS>, values: readonly (Parsed | undefined)[]) => {
        checking = values;
        return remembered.call(record as Record<string, unknown>, givenNow);
      };
    },
  };
}

/**
 * The record readShared rewrites, holding the constants: made by JSON.parse of the placeholder
 * record, then written field by field, so that every plan's shared record has the one shape
 * (V8 map) JSON.parse gives that text, its fields in the object itself. A copy `{ ...constants }`
 * would get a shape of its own for every plan, of few fields in the object: each grid's first
 * calls would then meet a new shape where the code was compiled for the last one.
 */
function sharedRecord(json: string, constants: Record<string, unknown>): Record<string, unknown> {
  const record = JSON.parse(json) as Record<string, unknown>;
  for (const name of Object.keys(record)) record[name] = constants[name];
  return record;
}

/** The fields before a step that reads them: its constants and the steps' values before it. */
function before(step: PlanStep, record: Readonly<Record<string, unknown>>): ReadSoFar {
  const view = step.before as Record<string, unknown>;
  for (let e = 0; e < step.earlier.length; e++) view[step.earlier[e]] = record[step.earlier[e]];
  return view;
}

const EMPTY: ReadSoFar = Object.freeze({});
/** No value read yet (a step's held value, fields.ts readPlan). */
const NOT_READ = Symbol("not read");
/** A requirement or default asks nothing of `given`. */
const NEVER_ASKED: Given = () => false;

/**
 * The list as given (at most `length` entries, parse checked that), a blank inside it undefined:
 * as long as it was given, so a reader can tell the listed periods from those past the list.
 */
function yearList(length: number, given: readonly unknown[]): unknown[] {
  return given.slice(0, length);
}
