/**
 * One base scenario, many values of one or two of its inputs: what a sensitivity grid computes.
 * The base is parsed and read once; each varied value is parsed on its own (`parsed`: a grid
 * parses each of its row's and column's values once and keeps the parses, functions/grid-run.ts,
 * so the same objects serve cell after cell), and each scenario reads only its varied
 * fields into a copy of the base's record (fields.ts readPlan), runs the same cross-checks and
 * the same stages `evaluate` does, so every answer — result or error — is the one `evaluate`
 * gives for `{...base, [varied[0]]: values[0], ...}`. Nothing here computes an amount: every
 * answer is the stages'.
 *
 * Where that sameness would need more care than it is worth (a base the core refuses, a varied
 * name spelt another way in the base, an unknown name), the prepared scenario simply calls
 * `evaluate` on the merged inputs: slower, never different.
 */
import {
  evaluate,
  evaluationFailure,
  type AnyResultJson,
  type CalcName,
  type EvalOutput,
  type EvaluateOptions,
} from "./index";
import type { EvalError } from "./results";
import {
  annualFromInputs,
  annualToJson,
  emergeSchema,
  perJobFromInputs,
  perJobToJson,
  scheduleToJson,
} from "./emerge";
import type { CellRead } from "./fields";
import { computeSchedule } from "./emerge/schedule";
import {
  emergeInputsPlan,
  parseEmergeRaw,
  parseEmergeValue,
  type EmergeMode,
} from "./emerge/inputs";
import { formatMoney } from "./decimal";
import { canonicalName, type Parsed, type ParsedInputs, type RawInputs } from "./inputs";
import { NO_TRACE, tracing, type Recorder } from "./trace";
import { windSchema, windScheduleFromInputs, windScheduleToJson } from "./wind";
import { parseWindRaw, parseWindValue, refuseCommaValue, windInputsPlan } from "./wind/inputs";

export interface PreparedScenario {
  /**
   * The answer for the base with `values[k]` for `varied[k]`, exactly as
   * `evaluate(calc, {...base, [varied[0]]: values[0], [varied[1]]: values[1]}, options)`.
   */
  evaluate(values: readonly unknown[], options?: EvaluateOptions): EvalOutput;
  /**
   * One field of that answer without its trace, exactly as `evaluate(...).result[field]` with
   * `{ trace: false }` (or the same error): what a grid cell shows. One of the path's direct
   * fields (DIRECT_FIELDS) is written alone from the typed result; any other field is read from
   * the whole result's JSON, written for it.
   */
  field(values: readonly unknown[], field: string): FieldOutput;
  /**
   * Varied value `k` (of `varied`) parsed, as every cell with it parses it: a grid parses each
   * of its row's and column's values once, then asks `amountOf` for each cell.
   */
  parsed(k: number, raw: unknown): VariedParse;
  /**
   * What `parsed(k, ·)` depends on besides the value: two prepared scenarios with the same
   * parseKey(k) parse every value alike, so a parse of one serves the other (a grid keeps its
   * parses across bases). The calculation and the input's name as given, not the base.
   */
  parseKey(k: number): string;
  /**
   * `field` for the values `parses` were parsed from (one per varied input, in order). Its
   * answer, where not an error, is one object that the next call rewrites (a grid reads it at
   * once): read it before calling again.
   */
  amountOf(parses: readonly VariedParse[], field: string): FieldOutput;
}

export type FieldOutput = { ok: true; value: unknown } | EvalError;

/** A varied value as `PreparedScenario.parsed` parses it (its parse is prepared.ts's), for `amountOf`. */
export interface VariedParse {
  /** The value as given. */
  readonly raw: unknown;
}

/**
 * One calculation: parse, read (the typed record of its inputs), compute (the typed result), its
 * JSON, and the JSON fields a grid shows written straight from the typed result, each as its JSON
 * writer writes it (test/core/prepared.test.ts checks every one against the whole JSON).
 */
interface Path {
  /** The raw inputs parsed, as evaluate parses them: the base's. */
  parse(raw: RawInputs): ParsedInputs;
  /**
   * What parse checks across the raw inputs before it parses any value (wind: a per-year input
   * written as text with commas), for one input given as `name`; and one input's value as parse
   * parses it, without that check: each varied value is parsed on its own, and the two halves'
   * errors are then met in parse's order.
   */
  precheckValue(name: string, raw: unknown): void;
  parseValue(name: string, raw: unknown): Parsed | undefined;
  /**
   * The read for one base (parsed) and its varied inputs (canonical names): each record from the
   * varied values' parsed values, in that order, checked as evaluate's read checks it.
   */
  read(base: ParsedInputs, varied: readonly string[]): CellRead<unknown>;
  compute(record: unknown, rec: Recorder): unknown;
  toJson(result: unknown, withTrace: boolean): AnyResultJson;
  fields: Readonly<Record<string, (result: unknown) => unknown>>;
}

type VariedValue = Parsed | undefined;

/** A path's parts typed by its record and result, checked once here and erased for the table. */
function path<I, T>(parts: {
  parse: (raw: RawInputs) => ParsedInputs;
  precheckValue: (name: string, raw: unknown) => void;
  parseValue: (name: string, raw: unknown) => Parsed | undefined;
  read: (base: ParsedInputs, varied: readonly string[]) => CellRead<I>;
  compute: (record: I, rec: Recorder) => T;
  toJson: (result: T, withTrace: boolean) => AnyResultJson;
  fields: Readonly<Record<string, (result: T) => unknown>>;
}): Path {
  return parts as unknown as Path;
}

/** The JSON fields written straight from the typed result (the grid outputs, calls.ts). */
export const DIRECT_FIELDS: Readonly<Record<CalcName, readonly string[]>> = {
  "emerge.perJob": ["perJobCredit"],
  "emerge.annual": ["annualCredit", "beforeCap"],
  "emerge.schedule": ["totalCredit"],
  "wind.schedule": [
    "totalCredit",
    "allowedTotal",
    "forfeitedTotal",
    "pendingTotal",
    "notMetTotal",
    "leaseCapReduction",
    "creditBase",
  ],
};

const EMERGE_MODE: Record<Exclude<CalcName, "wind.schedule">, EmergeMode> = {
  "emerge.perJob": "perJob",
  "emerge.annual": "annual",
  "emerge.schedule": "schedule",
};

const PATHS = new Map<CalcName, Path>();

function pathOf(calc: CalcName): Path {
  let found = PATHS.get(calc);
  if (found === undefined) {
    found = makePath(calc);
    PATHS.set(calc, found);
  }
  return found;
}

/** Emerge checks nothing across the raw inputs before it parses them (a value at a time). */
const NO_PRECHECK = (): void => undefined;

function makePath(calc: CalcName): Path {
  if (calc === "wind.schedule") {
    return path({
      parse: parseWindRaw,
      precheckValue: refuseCommaValue,
      parseValue: parseWindValue,
      read: windInputsPlan,
      compute: windScheduleFromInputs,
      toJson: windScheduleToJson,
      fields: {
        totalCredit: (r) => formatMoney(r.totalCredit),
        allowedTotal: (r) => formatMoney(r.allowedTotal),
        forfeitedTotal: (r) => formatMoney(r.forfeitedTotal),
        pendingTotal: (r) => formatMoney(r.pendingTotal),
        notMetTotal: (r) => formatMoney(r.notMetTotal),
        leaseCapReduction: (r) => formatMoney(r.leaseCapReduction),
        creditBase: (r) => (r.creditBase === null ? null : formatMoney(r.creditBase)),
      },
    });
  }
  const mode = EMERGE_MODE[calc];
  const parse = (raw: RawInputs) => parseEmergeRaw(raw, mode);
  const emerge = {
    parse,
    precheckValue: NO_PRECHECK,
    parseValue: (name: string, raw: unknown) => parseEmergeValue(name, raw, mode),
    read: (base: ParsedInputs, varied: readonly string[]) => emergeInputsPlan(base, varied, mode),
  };
  switch (mode) {
    case "perJob":
      return path({
        ...emerge,
        compute: perJobFromInputs,
        toJson: perJobToJson,
        fields: { perJobCredit: (r) => formatMoney(r.perJobCredit) },
      });
    case "annual":
      return path({
        ...emerge,
        compute: annualFromInputs,
        toJson: annualToJson,
        fields: {
          annualCredit: (r) => formatMoney(r.annualCredit),
          beforeCap: (r) => formatMoney(r.beforeCap),
        },
      });
    case "schedule":
      return path({
        ...emerge,
        compute: computeSchedule,
        toJson: scheduleToJson,
        fields: { totalCredit: (r) => formatMoney(r.totalCredit) },
      });
  }
}

/** The merged inputs `evaluate` would be given: the base, then each varied value. */
function merged(base: RawInputs, varied: readonly string[], values: readonly unknown[]): RawInputs {
  const inputs: RawInputs = { ...base };
  varied.forEach((name, k) => put(inputs, name, values[k]));
  return inputs;
}

/** Defined, not assigned: assigning "__proto__" would set the prototype, not an input. */
function put(inputs: RawInputs, name: string, value: unknown): void {
  Object.defineProperty(inputs, name, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

export function prepare(
  calc: CalcName,
  base: RawInputs,
  varied: readonly string[],
): PreparedScenario {
  const slowField = (values: readonly unknown[], field: string): FieldOutput => {
    const out = evaluate(calc, merged(base, varied, values), { trace: false });
    return out.ok ? { ok: true, value: (out.result as Record<string, unknown>)[field] } : out;
  };
  const slow: PreparedScenario = {
    evaluate: (values, options) => evaluate(calc, merged(base, varied, values), options),
    field: slowField,
    // Not parsed here: the raw value, which evaluate parses with the rest.
    parsed: (_k, raw) => unparsed(raw),
    parseKey: () => "unparsed",
    amountOf: (parses, field) =>
      slowField(
        (parses as readonly ValueParse[]).map((p) => p.raw),
        field,
      ),
  };
  const known = Object.prototype.hasOwnProperty.call(EMERGE_MODE, calc) || calc === "wind.schedule";
  if (!known || base === null || typeof base !== "object" || Array.isArray(base)) return slow;
  const schema = calc === "wind.schedule" ? windSchema : emergeSchema;
  const canonical = varied.map((name) => canonicalName(schema, name));
  if (canonical.some((c) => c === undefined) || new Set(canonical).size !== varied.length)
    return slow;
  // A varied input given in the base by another spelling is "given twice" per scenario: evaluate says so.
  for (const key of Object.keys(base)) {
    if (!varied.includes(key) && canonical.includes(canonicalName(schema, key))) return slow;
  }
  // The order evaluate reads the varied values in (a key already in the base keeps its place).
  const order = Object.keys(merged(base, varied, [])).filter((k) => varied.includes(k));
  const position = order.map((k) => varied.indexOf(k));
  const rest: RawInputs = {};
  for (const key of Object.keys(base)) if (!varied.includes(key)) put(rest, key, base[key]);
  const path = pathOf(calc);
  let baseParsed: ParsedInputs;
  try {
    baseParsed = path.parse(rest);
  } catch {
    return slow; // the base is refused: evaluate words that, scenario by scenario
  }
  const readRecord = path.read(baseParsed, canonical as string[]);

  /**
   * A varied value parsed on its own. Not remembered here: a grid keeps each row's and column's
   * parse (functions/grid-run.ts); `evaluate`, `field` and `amount` parse theirs each call.
   */
  const parseOne = (k: number, raw: unknown): ValueParse => {
    const parsed = unparsed(raw);
    try {
      path.precheckValue(varied[k], raw);
    } catch (error) {
      parsed.precheck = { error };
      parsed.failed = true;
    }
    try {
      parsed.value = path.parseValue(varied[k], raw);
    } catch (error) {
      parsed.failure = { error };
      parsed.failed = true;
    }
    return parsed;
  };
  /**
   * The scenario's record from raw values: the base's read once, each varied value parsed now.
   * The parse of the two together meets the errors in its order: every precheck in `order`, then
   * every value in `order`.
   */
  // Per scenario, rewritten for each: read is synchronous and nothing keeps them past it.
  const each: ValueParse[] = [];
  const parsed: VariedValue[] = [];
  const read = (values: readonly unknown[]): unknown => {
    for (let k = 0; k < varied.length; k++) each[k] = parseOne(k, values[k]);
    return readParsed(each);
  };
  /** The first of the parses' errors in parse's order: every precheck's, then every value's. */
  const throwFirstError = (each: readonly ValueParse[]): void => {
    for (let n = 0; n < position.length; n++) {
      const failed = each[position[n]].precheck;
      if (failed !== undefined) throw failed.error;
    }
    for (let n = 0; n < position.length; n++) {
      const failed = each[position[n]].failure;
      if (failed !== undefined) throw failed.error;
    }
  };
  /** The parses' values copied into `parsed`; whether any of them failed (then nothing is read). */
  const copyParsed = (each: readonly ValueParse[]): boolean => {
    let failed = false;
    for (let k = 0; k < varied.length; k++) {
      parsed[k] = each[k].value;
      failed ||= each[k].failed;
    }
    return failed;
  };
  /** The record from the varied values' parses (each's errors met in parse's order). */
  const readParsed = (each: readonly ValueParse[]): unknown => {
    if (copyParsed(each)) throwFirstError(each);
    return readRecord(parsed);
  };
  /** A field without the trace, as the stages compute it. */
  const answer = (
    values: readonly unknown[] | readonly ValueParse[],
    parsedAlready: boolean,
    field: string,
    into: { ok: true; value: unknown } | null,
  ): FieldOutput => {
    try {
      const record = parsedAlready ? readParsed(values as readonly ValueParse[]) : read(values);
      const result = path.compute(record, NO_TRACE);
      const direct = Object.prototype.hasOwnProperty.call(path.fields, field)
        ? path.fields[field]
        : undefined;
      const value = direct
        ? direct(result)
        : (path.toJson(result, false) as unknown as Record<string, unknown>)[field];
      return answerWith(into, value);
    } catch (err) {
      return evaluationFailure(err);
    }
  };
  /** amountOf's answers: one object, rewritten by each (PreparedScenario.amountOf). */
  const amountAnswer: { ok: true; value: unknown } = { ok: true, value: undefined };
  return {
    evaluate(values, options = {}) {
      const withTrace = options.trace ?? true;
      try {
        const rec = withTrace ? tracing() : NO_TRACE;
        return { ok: true, result: path.toJson(path.compute(read(values), rec), withTrace) };
      } catch (err) {
        return evaluationFailure(err);
      }
    },
    field(values, field) {
      return answer(values, false, field, null);
    },
    parsed: (k, raw) => parseOne(k, raw),
    // parseOne reads the path (the calculation's) and the name, nothing of the base.
    parseKey: (k) => `${calc}\u0000${varied[k]}`,
    amountOf(parses, field) {
      return answer(parses as readonly ValueParse[], true, field, amountAnswer);
    },
  };
}

/** A value's answer: a new object, or `into` rewritten (amountOf's). */
function answerWith(into: { ok: true; value: unknown } | null, value: unknown): FieldOutput {
  if (into === null) return { ok: true, value };
  into.value = value;
  return into;
}

/** A raw value before its parse: no error yet, no value. */
function unparsed(raw: unknown): ValueParse {
  return { raw, precheck: undefined, failure: undefined, failed: false, value: undefined };
}

/** A varied value parsed on its own: parse's errors (a precheck's, the value's) or its value. */
interface ValueParse extends VariedParse {
  precheck: { error: unknown } | undefined;
  failure: { error: unknown } | undefined;
  /** Whether either is there: a cell checks this one flag per parse. */
  failed: boolean;
  /** Undefined where the value is blank (not given). */
  value: VariedValue;
}
