/**
 * From Excel arguments to core inputs: the one place that turns a call (a function id and the
 * values Excel passed) into the raw inputs of a core calculation, reading each argument as the
 * registry declares. The cells (cells.ts) and the explanation pane both go through
 * `prepareCall`, so a cell and its explanation can never disagree.
 *
 * Nothing here computes a credit or judges a value: names and values are passed to the core,
 * which validates them and answers with an InputError naming the input.
 */
import { InputError, type CalcName } from "../core";
import { merge, type NamedArg } from "./criteria";
import { gridCell, prepareGrid } from "./grid";
import { headersArg, scalarArg, seriesArg, type ArgValue } from "./readers";
import { functionIdOf, functionSpec, isGridFunction, isPortfolioFunction } from "./registry";
import { portfolioCell, preparePortfolio, projectInputs, tableRow } from "./portfolio";
import { gridScenarioError, required } from "./required";

export interface PreparedCall {
  functionId: string;
  calc: CalcName;
  /** Raw core inputs (canonical names → values as Excel gave them; lists as arrays). */
  inputs: Record<string, unknown>;
  argumentNames: string[];
  /** The result field the cell shows ("perJobCredit", "years", "trace", …). */
  output?: string;
}

/**
 * The core inputs a call stands for; `position` = {row, col} of a spill child relative to the
 * anchor (for GRID it picks that cell's scenario; other functions compute one calculation for
 * the whole spill and ignore it). Throws InputError naming the input.
 */
export function prepareCall(
  functionId: string,
  args: ArgValue[],
  position?: { row: number; col: number },
): PreparedCall {
  const id = functionIdOf(functionId);
  const spec = functionSpec(id);
  const argumentNames = spec.arguments.map((a) => a.name);
  const call = (calc: CalcName, inputs: Record<string, unknown>, output: string): PreparedCall => ({
    functionId: id,
    calc,
    inputs,
    argumentNames,
    output,
  });
  if (spec.calc === null) {
    throw new InputError(
      null,
      `${id} looks a year up in the minimum wage table (N.J.S.A. 34:11-56a4); it has no calculation to explain`,
    );
  }
  if (isPortfolioFunction(id)) {
    // A project row's scenario (any cell of its row); the header row, a blank row or a call
    // without a position has none (the pane describes the portfolio whole, explain.ts).
    const plan = preparePortfolio(id, args);
    const at = position ? portfolioCell(plan, position) : null;
    if (at?.kind !== "project" || at.row >= plan.rows.length)
      throw new InputError(null, `${id} holds many projects: select one of its rows`);
    const inputs = projectInputs(plan, at.row);
    if (inputs === null)
      throw new InputError(
        null,
        `table row ${tableRow(at.row)} is blank: no project, so its result row is blank`,
      );
    return call(plan.calc, inputs, plan.output);
  }
  if (isGridFunction(id)) {
    const plan = prepareGrid(id, args);
    if (!position) return call(plan.calc, plan.base, plan.output);
    // A label cell (gridCell says which) stands for the base with its one value, if any; the
    // pane shows a grid overview for those instead (explain.ts) and asks only for amounts.
    const at = gridCell(plan, position);
    const inputs = { ...plan.base };
    if (at.col >= 0) inputs[plan.rowInput] = plan.rowValues[at.col];
    if (at.row >= 0) inputs[plan.columnInput] = plan.columnValues[at.row];
    const missing = at.kind === "value" ? gridScenarioError(plan, inputs) : undefined;
    if (missing) throw missing; // the cell shows this #VALUE! (grid-run.ts)
    return call(plan.calc, inputs, plan.output);
  }
  // The headers flag first: a table's own argument is checked before its inputs are read.
  spec.arguments.forEach((a, i) => {
    if (a.read.kind === "headers") headersArg(args[i]);
  });
  const named: NamedArg[] = [];
  let criteria: ArgValue | undefined;
  spec.arguments.forEach((a, i) => {
    if (a.read.kind === "scalar") named.push([a.name, a.read.input, scalarArg(a.name, args[i])]);
    else if (a.read.kind === "series")
      named.push([a.name, a.read.input, seriesArg(a.name, args[i], a.read.mode)]);
    else if (a.read.kind === "criteria") criteria = args[i];
  });
  const inputs = merge(spec.calc, named, criteria);
  const requiredArgument = named.find(([, input]) => input === "role")?.[0] ?? null;
  return call(spec.calc, required(spec.calc, requiredArgument, inputs), spec.output);
}

/**
 * A COMPARE call's two scenarios: a, from the arguments as any call reads them (prepareCall),
 * and b, a with the inputs the `changes` range gives (canonical names, read as criteria are).
 */
export function prepareComparison(
  functionId: string,
  args: ArgValue[],
): { a: PreparedCall; b: Record<string, unknown> } {
  const a = prepareCall(functionId, args);
  const spec = functionSpec(functionIdOf(functionId));
  const at = spec.arguments.findIndex((arg) => arg.read.kind === "changes");
  const changes = merge(a.calc, [], args[at]);
  if (Object.keys(changes).length === 0)
    throw new InputError(
      "changes",
      'changes is required: a name/value range of the inputs scenario b changes, e.g. {"smallBusiness",FALSE}',
    );
  return { a, b: { ...a.inputs, ...changes } };
}
