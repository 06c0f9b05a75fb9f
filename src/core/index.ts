/**
 * The calculation core's front door: one function per calculation, and `evaluate`, which takes
 * a calculation name and raw inputs and returns the machine-interface JSON (interface.md 1.1).
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
import { InputError, type RawInputs, type Schema } from "./inputs";
import { computeWindSchedule, windSchema, windScheduleToJson } from "./wind";

export { InputError } from "./inputs";
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

export type CalcName = "emerge.perJob" | "emerge.annual" | "emerge.schedule" | "wind.schedule";

export interface Calculation {
  name: CalcName;
  schema: Schema;
  /** Raw inputs → the result JSON of interface.md 1.1. Throws InputError for bad input. */
  run(raw: RawInputs): Record<string, unknown>;
}

export const calculations: Partial<Record<CalcName, Calculation>> &
  Record<Exclude<CalcName, "wind.schedule">, Calculation> = {
  "emerge.perJob": {
    name: "emerge.perJob",
    schema: emergeSchema,
    run: (raw) => perJobToJson(computeEmergePerJob(raw)),
  },
  "emerge.annual": {
    name: "emerge.annual",
    schema: emergeSchema,
    run: (raw) => annualToJson(computeEmergeAnnual(raw)),
  },
  "emerge.schedule": {
    name: "emerge.schedule",
    schema: emergeSchema,
    run: (raw) => scheduleToJson(computeEmergeSchedule(raw)),
  },
  "wind.schedule": {
    name: "wind.schedule",
    schema: windSchema,
    run: (raw) => windScheduleToJson(computeWindSchedule(raw)),
  },
};

export type EvalOutput =
  | { ok: true; result: Record<string, unknown> }
  | { ok: false; error: { input: string | null; message: string } };

/**
 * One calculation, as the machine interface answers it: a result, or an error naming the input.
 * Never throws for bad input; an unexpected fault is reported as an error too, never a number.
 */
export function evaluate(calc: unknown, inputs: unknown): EvalOutput {
  const calculation = typeof calc === "string" ? calculations[calc as CalcName] : undefined;
  if (!calculation) {
    const known = Object.keys(calculations).join(", ");
    return {
      ok: false,
      error: {
        input: null,
        message: `"calc" must be one of ${known}; got ${JSON.stringify(calc ?? null)}`,
      },
    };
  }
  if (inputs === undefined || inputs === null) inputs = {};
  if (typeof inputs !== "object" || Array.isArray(inputs)) {
    return {
      ok: false,
      error: { input: null, message: `"inputs" must be an object of name/value pairs` },
    };
  }
  try {
    return { ok: true, result: calculation.run(inputs as RawInputs) };
  } catch (err) {
    if (err instanceof InputError)
      return { ok: false, error: { input: err.input, message: err.message } };
    const message = err instanceof Error ? err.message : String(err);
    return {
      ok: false,
      error: { input: null, message: `internal error (no result was produced): ${message}` },
    };
  }
}
