/**
 * One base scenario, many values of one or two of its inputs: what a sensitivity grid computes.
 * The base is parsed once; each scenario parses only the varied values and runs the same read
 * (defaults, cross-checks) and the same stages `evaluate` does, so every answer — result or
 * error — is the one `evaluate` gives for `{...base, [varied[0]]: values[0], ...}`.
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
import { computeSchedule } from "./emerge/schedule";
import { emergeInputsFromParsed, parseEmergeRaw, type EmergeMode } from "./emerge/inputs";
import { formatMoney } from "./decimal";
import { canonicalName, type ParsedInputs, type RawInputs } from "./inputs";
import { NO_TRACE, tracing, type Recorder } from "./trace";
import { windSchema, windScheduleFromInputs, windScheduleToJson } from "./wind";
import { parseWindRaw, windInputsFromParsed } from "./wind/inputs";

export interface PreparedScenario {
  /**
   * The answer for the base with `values[k]` for `varied[k]`, exactly as
   * `evaluate(calc, {...base, [varied[0]]: values[0], [varied[1]]: values[1]}, options)`.
   */
  evaluate(values: readonly unknown[], options?: EvaluateOptions): EvalOutput;
  /**
   * One field of that answer without its trace, exactly as `evaluate(...).result[field]` with
   * `{ trace: false }` (or the same error): what a grid cell shows. Only that field is written
   * as text; the rest of the result is computed (the stages are the same) but not formatted.
   */
  field(values: readonly unknown[], field: string): FieldOutput;
}

export type FieldOutput = { ok: true; value: unknown } | EvalError;

/**
 * One calculation: parse, compute (the typed result), its JSON, and the JSON fields a grid shows
 * written straight from the typed result, each as its JSON writer writes it
 * (test/core/prepared.test.ts checks every one against the whole JSON).
 */
interface Path {
  parse(raw: RawInputs): ParsedInputs;
  compute(parsed: ParsedInputs, rec: Recorder): unknown;
  toJson(result: unknown, withTrace: boolean): AnyResultJson;
  fields: Readonly<Record<string, (result: unknown) => unknown>>;
}

/** A path's parts typed by its result, checked once here and erased for the table. */
function path<T>(
  parse: (raw: RawInputs) => ParsedInputs,
  compute: (parsed: ParsedInputs, rec: Recorder) => T,
  toJson: (result: T, withTrace: boolean) => AnyResultJson,
  fields: Readonly<Record<string, (result: T) => unknown>>,
): Path {
  return {
    parse,
    compute,
    toJson: toJson as Path["toJson"],
    fields: fields as Path["fields"],
  };
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

function makePath(calc: CalcName): Path {
  if (calc === "wind.schedule") {
    return path(
      parseWindRaw,
      (parsed, rec) => windScheduleFromInputs(windInputsFromParsed(parsed), rec),
      windScheduleToJson,
      {
        totalCredit: (r) => formatMoney(r.totalCredit),
        allowedTotal: (r) => formatMoney(r.allowedTotal),
        forfeitedTotal: (r) => formatMoney(r.forfeitedTotal),
        pendingTotal: (r) => formatMoney(r.pendingTotal),
        notMetTotal: (r) => formatMoney(r.notMetTotal),
        leaseCapReduction: (r) => formatMoney(r.leaseCapReduction),
        creditBase: (r) => (r.creditBase === null ? null : formatMoney(r.creditBase)),
      },
    );
  }
  const mode = EMERGE_MODE[calc];
  const parse = (raw: RawInputs) => parseEmergeRaw(raw, mode);
  switch (mode) {
    case "perJob":
      return path(
        parse,
        (p, rec) => perJobFromInputs(emergeInputsFromParsed(p, mode), rec),
        perJobToJson,
        { perJobCredit: (r) => formatMoney(r.perJobCredit) },
      );
    case "annual":
      return path(
        parse,
        (p, rec) => annualFromInputs(emergeInputsFromParsed(p, mode), rec),
        annualToJson,
        {
          annualCredit: (r) => formatMoney(r.annualCredit),
          beforeCap: (r) => formatMoney(r.beforeCap),
        },
      );
    case "schedule":
      return path(
        parse,
        (p, rec) => computeSchedule(emergeInputsFromParsed(p, mode), rec),
        scheduleToJson,
        { totalCredit: (r) => formatMoney(r.totalCredit) },
      );
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
  const slow: PreparedScenario = {
    evaluate: (values, options) => evaluate(calc, merged(base, varied, values), options),
    field: (values, field) => {
      const out = evaluate(calc, merged(base, varied, values), { trace: false });
      return out.ok ? { ok: true, value: (out.result as Record<string, unknown>)[field] } : out;
    },
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
  /** The scenario's inputs read: the base's parsed once, the varied values parsed here. */
  const read = (values: readonly unknown[]): ParsedInputs => {
    // A null-prototype record: "__proto__" is then an own key like any other, as put makes it.
    const own = Object.create(null) as RawInputs;
    for (let n = 0; n < order.length; n++) own[order[n]] = values[position[n]];
    const parsed = new Map(baseParsed);
    for (const [name, value] of path.parse(own)) parsed.set(name, value);
    return parsed;
  };
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
      const direct = Object.prototype.hasOwnProperty.call(path.fields, field)
        ? path.fields[field]
        : undefined;
      try {
        const result = path.compute(read(values), NO_TRACE);
        const value = direct
          ? direct(result)
          : (path.toJson(result, false) as unknown as Record<string, unknown>)[field];
        return { ok: true, value };
      } catch (err) {
        return evaluationFailure(err);
      }
    },
  };
}
