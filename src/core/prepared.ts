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
import { evaluate, type AnyResultJson, type CalcName, type EvalOutput, type EvaluateOptions } from "./index";
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
import { InputError, canonicalName, type ParsedInputs, type RawInputs } from "./inputs";
import { NO_TRACE, tracing, type Recorder } from "./trace";
import { windSchema, windScheduleFromInputs, windScheduleToJson } from "./wind";
import { parseWindRaw, windInputsFromParsed } from "./wind/inputs";

export interface PreparedScenario {
  /**
   * The answer for the base with `values[k]` for `varied[k]`, exactly as
   * `evaluate(calc, {...base, [varied[0]]: values[0], [varied[1]]: values[1]}, options)`.
   */
  evaluate(values: readonly unknown[], options?: EvaluateOptions): EvalOutput;
}

interface Path {
  parse(raw: RawInputs): ParsedInputs;
  run(parsed: ParsedInputs, rec: Recorder, withTrace: boolean): AnyResultJson;
}

const EMERGE_MODE: Record<Exclude<CalcName, "wind.schedule">, EmergeMode> = {
  "emerge.perJob": "perJob",
  "emerge.annual": "annual",
  "emerge.schedule": "schedule",
};

function pathOf(calc: CalcName): Path {
  if (calc === "wind.schedule") {
    return {
      parse: parseWindRaw,
      run: (parsed, rec, withTrace) =>
        windScheduleToJson(windScheduleFromInputs(windInputsFromParsed(parsed), rec), withTrace),
    };
  }
  const mode = EMERGE_MODE[calc];
  const parse = (raw: RawInputs) => parseEmergeRaw(raw, mode);
  switch (mode) {
    case "perJob":
      return {
        parse,
        run: (p, rec, t) => perJobToJson(perJobFromInputs(emergeInputsFromParsed(p, mode), rec), t),
      };
    case "annual":
      return {
        parse,
        run: (p, rec, t) => annualToJson(annualFromInputs(emergeInputsFromParsed(p, mode), rec), t),
      };
    case "schedule":
      return {
        parse,
        run: (p, rec, t) =>
          scheduleToJson(computeSchedule(emergeInputsFromParsed(p, mode), rec), t),
      };
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

/** As `evaluate` reports a fault: an InputError names its input, anything else is internal. */
function failure(err: unknown): EvalOutput {
  if (err instanceof InputError)
    return { ok: false, error: { input: err.input, message: err.message } };
  const message = err instanceof Error ? err.message : String(err);
  return {
    ok: false,
    error: { input: null, message: `internal error (no result was produced): ${message}` },
  };
}

export function prepare(
  calc: CalcName,
  base: RawInputs,
  varied: readonly string[],
): PreparedScenario {
  const slow: PreparedScenario = {
    evaluate: (values, options) => evaluate(calc, merged(base, varied, values), options),
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
  return {
    evaluate(values, options = {}) {
      const withTrace = options.trace ?? true;
      try {
        const own: RawInputs = {};
        for (let n = 0; n < order.length; n++) put(own, order[n], values[position[n]]);
        const parsed = new Map(baseParsed);
        for (const [name, value] of path.parse(own)) parsed.set(name, value);
        return { ok: true, result: path.run(parsed, withTrace ? tracing() : NO_TRACE, withTrace) };
      } catch (err) {
        return failure(err);
      }
    },
  };
}
