/**
 * The calculation core's front door: one function per calculation, and `evaluate`, which takes
 * a calculation name and raw inputs and returns the machine-interface JSON (docs/interface.md 1.1).
 * The CLI, the Excel functions and the task pane all call through here.
 */
import {
  annualToJson,
  computeEmergeAnnual,
  computeEmergePerJob,
  computeEmergeSchedule,
  emergeSchema,
  perJobToJson,
  scheduleToJson,
} from "./emerge";
import {
  InputError,
  closestName,
  echo,
  isExactNumber,
  type RawInputs,
  type Schema,
} from "./inputs";
import type { AnyResultJson, CalcName, EvalError, EvalOutput, ResultOf } from "./results";
import { WHAT as EMERGE_WHAT } from "./emerge/inputs";
import { NO_TRACE, tracing, type Recorder } from "./trace";
import { WHAT as WIND_WHAT } from "./wind/inputs";
import { computeWindSchedule, windSchema, windScheduleToJson } from "./wind";

export { ExactNumber, InputError, isExactNumber } from "./inputs";
export type { RawInputs, Schema } from "./inputs";
export { minimumWageFor, minimumWageRateFor } from "./minimumWage";
export {
  computeEmergePerJob,
  computeEmergeAnnual,
  computeEmergeSchedule,
  emergeSchema,
  perJobToJson,
  annualToJson,
  scheduleToJson,
} from "./emerge";

export type * from "./results";

export interface Calculation<C extends CalcName = CalcName> {
  name: C;
  /** The calculation as its messages name it ("the Emerge per-job credit"). */
  what: string;
  schema: Schema;
  /**
   * Raw inputs → the result JSON of docs/interface.md 1.1. Throws InputError for bad input.
   * `withTrace` false leaves the trace out (a grid cell shows one number; the pane recomputes
   * the cell's trace when asked) — the amounts are the same either way.
   */
  run(raw: RawInputs, withTrace?: boolean): ResultOf[C];
}

/** The recorder a run uses: every step for a trace, none for one number (the same stages). */
const recorderFor = (withTrace: boolean): Recorder => (withTrace ? tracing() : NO_TRACE);

export const calculations: { [C in CalcName]: Calculation<C> } = {
  "emerge.perJob": {
    name: "emerge.perJob",
    what: EMERGE_WHAT.perJob,
    schema: emergeSchema,
    run: (raw, withTrace = true) =>
      perJobToJson(computeEmergePerJob(raw, recorderFor(withTrace)), withTrace),
  },
  "emerge.annual": {
    name: "emerge.annual",
    what: EMERGE_WHAT.annual,
    schema: emergeSchema,
    run: (raw, withTrace = true) =>
      annualToJson(computeEmergeAnnual(raw, recorderFor(withTrace)), withTrace),
  },
  "emerge.schedule": {
    name: "emerge.schedule",
    what: EMERGE_WHAT.schedule,
    schema: emergeSchema,
    run: (raw, withTrace = true) =>
      scheduleToJson(computeEmergeSchedule(raw, recorderFor(withTrace)), withTrace),
  },
  "wind.schedule": {
    name: "wind.schedule",
    what: WIND_WHAT,
    schema: windSchema,
    run: (raw, withTrace = true) =>
      windScheduleToJson(computeWindSchedule(raw, recorderFor(withTrace)), withTrace),
  },
};

/**
 * One calculation, as the machine interface answers it: a result, or an error naming the input.
 * Never throws for bad input; an unexpected fault is reported as an error too, never a number.
 */
export interface EvaluateOptions {
  /** Include the trace (default true, as the machine interface requires). */
  trace?: boolean;
}

/** The calc a line gave, for a message: its text cut short, or what kind of value it is. */
function describeCalc(calc: unknown): string {
  if (calc === undefined || calc === null) return "nothing";
  if (typeof calc === "string") return JSON.stringify(echo(calc));
  if (isExactNumber(calc)) return `the number ${echo(calc.text)}`;
  if (Array.isArray(calc)) return "a list";
  if (typeof calc === "object") return "an object";
  return echo(String(calc));
}

/**
 * With a calculation's name known at compile time the answer is that calculation's result type
 * (`evaluate("emerge.perJob", …)` answers a PerJobJson); any other value (a name read from a JSON
 * line) answers any result, or the error that it names no calculation.
 */
export function evaluate<C extends CalcName>(
  calc: C,
  inputs: unknown,
  options?: EvaluateOptions,
): EvalOutput<C>;
export function evaluate(calc: unknown, inputs: unknown, options?: EvaluateOptions): EvalOutput;
export function evaluate(
  calc: unknown,
  inputs: unknown,
  options: EvaluateOptions = {},
): EvalOutput {
  // Own properties only: "constructor" or "toString" must not find Object's.
  const calculation =
    typeof calc === "string" && Object.prototype.hasOwnProperty.call(calculations, calc)
      ? (calculations[calc as CalcName] as Calculation)
      : undefined;
  if (!calculation) {
    const names = Object.keys(calculations);
    // A near miss ("emerge.perjob") is still an error: a guess could compute the wrong thing.
    const suggestion = typeof calc === "string" ? closestName(calc, names) : undefined;
    return {
      ok: false,
      error: {
        input: null,
        message: `"calc" must be one of ${names.join(", ")}; got ${describeCalc(calc)}${suggestion ? `; did you mean ${suggestion}?` : ""}`,
      },
    };
  }
  if (inputs === undefined || inputs === null) inputs = {};
  if (typeof inputs !== "object" || Array.isArray(inputs) || isExactNumber(inputs)) {
    return {
      ok: false,
      error: { input: null, message: `"inputs" must be an object of name/value pairs` },
    };
  }
  try {
    const result = calculation.run(inputs as RawInputs, options.trace ?? true);
    return { ok: true, result: result as AnyResultJson };
  } catch (err) {
    return evaluationFailure(err);
  }
}

/**
 * How a fault is answered, here and on the grids' prepared path (prepared.ts): an InputError
 * names its input; anything else is an internal error, never a number.
 */
export function evaluationFailure(err: unknown): EvalError {
  if (err instanceof InputError)
    return { ok: false, error: { input: err.input, message: err.message } };
  return { ok: false, error: { input: null, message: internalErrorMessage(err) } };
}

/** What an unexpected fault says, here and in a cell (functions/errors.ts): never a number. */
export function internalErrorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return `internal error (no result was produced): ${message}`;
}
