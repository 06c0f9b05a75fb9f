/**
 * What a calculation may write beside its field specs so that the reader (fields.ts) writes its
 * records by name: a record maker, which makes a whole record as one object literal, and field
 * writers, which write one field of a record, each a store by its own name. The generic reader
 * writes a field by a name that changes from field to field (a keyed store: the dearer part of
 * reading a record, and of a grid cell's read, which writes one or two fields per cell). Each is
 * checked when it is registered, at start-up, so a wrong one never reads a record.
 */
import type { Fields } from "./fields";

/**
 * A calculation's record from its fields' values in field order, written as one object literal
 * (`{ location: v[0], megaProject: v[1], … }`): every record it makes has the literal's one shape,
 * its properties written by name. The calculation writes it once beside its field specs, and
 * recordMaker checks it names every field in order at its own position before it is used.
 */
export type RecordMaker = (values: readonly unknown[]) => Record<string, unknown>;

const makers = new WeakMap<object, RecordMaker>();

/**
 * Registers `make` as the record maker of `fields` (readFieldValues and readFields then read by
 * it; a read plan reads as before). Throws, at start-up, if the record it makes from the
 * positions 0, 1, 2, … does not have every field's name in order, each holding its position.
 */
export function recordMaker(fields: Fields<never>, make: RecordMaker): void {
  const names = Object.keys(fields);
  const made = make(names.map((_, position) => position));
  const keys = Object.keys(made);
  const wrong = names.findIndex(
    (name, position) => keys[position] !== name || made[name] !== position,
  );
  if (wrong >= 0 || keys.length !== names.length) {
    throw new Error(
      `the record maker does not write ${names[wrong] ?? keys[names.length]} at its position ${wrong >= 0 ? wrong : names.length}: it must write every field, in order, from its own value`,
    );
  }
  makers.set(fields, make);
}

/** The record maker registered for `fields`, if any. */
export function makerOf(fields: Fields<never>): RecordMaker | undefined {
  return makers.get(fields);
}

/** Writes `value` as one field of `record`, by the field's name written out (`r.employment = v`). */
export type FieldWriter = (record: Record<string, unknown>, value: unknown) => void;

/** One writer per field of F, by name. */
export type FieldWriters<F> = { readonly [N in keyof F]: FieldWriter };

const writers = new WeakMap<object, Readonly<Record<string, FieldWriter>>>();

/**
 * Registers the field writers of `fields`: a read plan's shared record (fields.ts readPlan,
 * rewritten per grid cell) is then written by them. Throws, at start-up, unless there is one for
 * every field and each, given a record of every field, writes its own field and changes nothing
 * else.
 */
export function fieldWriters<F extends Fields<never>>(fields: F, write: FieldWriters<F>): void {
  const names = Object.keys(fields);
  const given = Object.keys(write);
  const extra = given.find((name) => !names.includes(name));
  if (extra !== undefined) throw new Error(`a field writer for ${extra}, which is not a field`);
  const table = write as Readonly<Record<string, FieldWriter | undefined>>;
  for (const name of names) {
    const writer = table[name];
    if (writer === undefined) throw new Error(`no field writer for ${name}`);
    // Every field holds a mark of its own: a writer that writes, clears or deletes another
    // field, or adds one, leaves some field without its mark.
    const marks = new Map(names.map((n) => [n, Symbol(n)]));
    const record: Record<string, unknown> = Object.fromEntries(marks);
    const written = Symbol(name);
    writer(record, written);
    const keys = Object.keys(record);
    const own = record[name] === written;
    const other =
      names.find((n) => n !== name && record[n] !== marks.get(n)) ??
      (keys.length === names.length ? undefined : keys.find((k) => !marks.has(k)));
    if (!own || other !== undefined) {
      throw new Error(
        `the field writer for ${name} ${own ? `writes ${other}` : "does not write it"}: it must write its own field and nothing else`,
      );
    }
  }
  writers.set(fields, table as Readonly<Record<string, FieldWriter>>);
}

/**
 * The writer registered for one field of `fields`; for a calculation without field writers, a
 * store by the name looked up.
 */
export function writerOf(fields: Fields<never>, name: string): FieldWriter {
  return (
    writers.get(fields)?.[name] ??
    ((record, value) => {
      record[name] = value;
    })
  );
}
