/**
 * Required inputs. The core decides which inputs a calculation cannot do without (newJobs for
 * the Emerge annual credit and schedule: readEmergeInputs refuses it missing). What the core
 * cannot know is how a call left it out — the argument was an empty cell, a GRID's varied value
 * was — so `withArgumentContext` adds that to the core's own message.
 *
 * One input the core defaults, our functions require: the wind `role` (the core takes "owner"
 * when it is not given, as the machine interface allows). From a cell left empty, that default is
 * a plausible and silently wrong number (a tenant's credit computed as the owner's), so every
 * NJWIND function needs it: as the argument, in criteria or, in a GRID, as a varied input.
 */
import { InputError, type CalcName } from "../core";
import { isBlank } from "../core/inputs";
import type { GridPlan } from "./grid";
import type { ArgumentSpec } from "./registry";

const REQUIRED_BY_FUNCTIONS: Partial<Record<CalcName, { input: string; what: string }>> = {
  "wind.schedule": { input: "role", what: '"owner" or "tenant"' },
};
/** The reason a GRID adds when an input it needs is neither given nor varied. */
const NOT_VARIED = "neither rowInput nor columnInput varies it";

/**
 * `inputs`, after checking that an input the functions require is given; otherwise an
 * InputError naming `argument` (the argument that should have given it), or the input itself
 * in a GRID, where it may also be one of the two `varied` inputs.
 */
export function required(
  calc: CalcName,
  argument: string | null,
  inputs: Record<string, unknown>,
  grid?: { varied: readonly string[]; output: string },
): Record<string, unknown> {
  const need = REQUIRED_BY_FUNCTIONS[calc];
  if (!need || grid?.varied.includes(need.input) || !isBlank(inputs[need.input])) return inputs;
  const name = argument ?? need.input;
  const reasons = [
    ...(argument !== null ? [`the ${argument} argument is empty`] : []),
    `criteria do not give ${name === need.input ? "it" : need.input}`,
    ...(grid ? [NOT_VARIED] : []),
  ];
  const forOutput = grid && argument === null ? ` for output "${grid.output}"` : "";
  throw new InputError(
    name,
    `${name} is required${forOutput}: ${need.what}; ${joinReasons(reasons)}`,
  );
}

function joinReasons(reasons: string[]): string {
  return reasons.join(", ").replace(/, ([^,]*)$/, " and $1");
}

/**
 * The one input gridScenarioError looks at in a grid's scenarios; undefined where the calculation
 * requires none of the functions (Emerge), so a grid need not ask it 10,000 times.
 */
export function gridRequiredInput(plan: GridPlan): string | undefined {
  return REQUIRED_BY_FUNCTIONS[plan.calc]?.input;
}

/**
 * For one GRID scenario: an InputError when a varied value leaves an input the functions
 * require empty (an empty cell among role's values), so that cell shows #VALUE!, not a number.
 */
export function gridScenarioError(
  plan: GridPlan,
  inputs: Record<string, unknown>,
): InputError | undefined {
  const need = REQUIRED_BY_FUNCTIONS[plan.calc];
  if (!need || !isBlank(inputs[need.input])) return undefined;
  const argument = plan.rowInput === need.input ? "rowValues" : "columnValues";
  return new InputError(
    need.input,
    `${need.input} is required: ${need.what}; this ${argument === "rowValues" ? "column" : "row"}'s value in ${argument} is empty`,
  );
}

/**
 * The core's error, with what only the call knows when the core refused an input that was not
 * given: which argument was empty, or which GRID value. Any other error is returned as it is.
 * `plan`: the GRID the scenario belongs to.
 */
export function withArgumentContext(
  error: { input: string | null; message: string },
  inputs: Record<string, unknown>,
  args: readonly ArgumentSpec[],
  plan?: GridPlan,
): { input: string | null; message: string } {
  const input = error.input;
  // The core's refusal of an input not given reads "<input> is required ...".
  if (
    input === null ||
    !isBlank(inputs[input]) ||
    !error.message.startsWith(`${input} is required`)
  )
    return error;
  if (plan && (plan.rowInput === input || plan.columnInput === input)) {
    const argument = plan.rowInput === input ? "rowValues" : "columnValues";
    const line = argument === "rowValues" ? "column" : "row";
    return { input, message: `${error.message}; this ${line}'s value in ${argument} is empty` };
  }
  const argument = args.find(
    (a) => (a.read.kind === "scalar" || a.read.kind === "series") && a.read.input === input,
  );
  if (!argument && !plan) return error;
  const reasons = [
    ...(argument ? [`the ${argument.name} argument is empty`] : []),
    `criteria do not give ${argument && argument.name !== input ? input : "it"}`,
    ...(plan ? [NOT_VARIED] : []),
  ];
  return { input, message: `${error.message}; ${joinReasons(reasons)}` };
}
