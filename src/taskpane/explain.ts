/**
 * The explanation of a cell, as data (no DOM): which of our functions its formula calls, the
 * inputs each call used and the cell each came from, the result, and the trace steps grouped
 * the way the statute builds the number (base and tier, bonuses, limit, reduction, new or
 * retained, annual cap; for the wind credit the eligibility tests, proration and the five
 * years), each step with its citation and our plain-language summary of that subsection.
 *
 * It recomputes: the formula is parsed, the arguments are read from the workbook now, and the
 * call goes through the same adapter as the cell (`prepareCall`) and the same core
 * (`evaluate`). Nothing is kept from the last calculation.
 */
import { evaluate } from "../core";
import { Decimal, displayMoney } from "../core/decimal";
import { InputError } from "../core/inputs";
import { EMERGE_YEAR_TABLE, WIND_YEAR_TABLE, spilledColumns } from "../core/columns";
import type { CalcName } from "../core/results";
import { TRACE_COLUMNS, minimumWage } from "../functions/cells";
import {
  ARGUMENT_NAMES,
  FUNCTION_IDS,
  functionSpec,
  gridCell,
  isBlankRow,
  portfolioCell,
  prepareCall,
  prepareGrid,
  preparePortfolio,
  tableRow,
  type ArgValue,
  type PortfolioPlan,
  type FunctionId,
  type PortfolioFunctionId,
  type GridCell,
  type GridPlan,
} from "../functions/calls";
import { FormulaNode, FormulaSyntaxError, findCalls, parseFormula } from "../excel/formula";
import { factsFor, partsFor } from "./facts";
import { count, money, showValue } from "./format";
import { citeGridValues, explainGridOverview } from "./gridOverview";
import { citeProjectCells, explainPortfolioOverview, projectLabel } from "./portfolioOverview";
import { argumentSource, inputRows } from "./provenance";
import { cellAddress, resolveCalls, type ResolvedArg, type WorkbookReader } from "./resolve";
import { focusOf, storyFor } from "./story";
import type { CallExplanation, CellExplanation, CellInfo, GridBase, GridMode } from "./viewTypes";
import type { CellValue } from "./resolve";

export type * from "./viewTypes";
export { money, showValue } from "./format";
export { groupTrace } from "./grouping";

/** Our functions' prefixes (the manifest declares no namespace; the ids hold the dots). */
export const OUR_PREFIXES = ["NJCREDIT.", "NJWIND."] as const;

/**
 * What a formula using our functions contains, as Excel may write it: the ids, or the form it
 * stores when the add-in was not loaded (`_xldudf_NJCREDIT_PERJOB`; see formula.ts functionId).
 */
export const FORMULA_MARKERS = [
  ...OUR_PREFIXES,
  ...OUR_PREFIXES.map((p) => `_XLDUDF_${p.replace(".", "_")}`),
] as const;

export function isOurFunctionName(name: string): boolean {
  const upper = name.toUpperCase();
  return OUR_PREFIXES.some((p) => upper.startsWith(p));
}

// ---------------------------------------------------------------------------------------------
// Explaining a call

function argumentNameAt(functionId: string, i: number): string {
  const names = (ARGUMENT_NAMES as Record<string, readonly string[]>)[functionId];
  return names?.[i] ?? `argument ${i + 1}`;
}

function emptyCall(
  functionId: string,
  text: string,
  status: CallExplanation["status"],
  message: string,
): CallExplanation {
  return {
    functionId,
    text,
    status,
    message,
    errorInput: null,
    facts: [],
    arguments: [],
    inputs: [],
    parts: [],
    notes: [],
    calc: null,
    result: null,
  };
}

type CallNode = Extract<FormulaNode, { kind: "call" }>;

function explainCall(
  call: CallNode,
  args: readonly ResolvedArg[],
  context: {
    isWholeFormula: boolean;
    cell: CellInfo;
    position: { row: number; col: number } | undefined;
    grids: GridMode;
  },
): CallExplanation {
  const functionId = call.name;
  if (!(FUNCTION_IDS as readonly string[]).includes(functionId)) {
    return emptyCall(
      functionId,
      call.text,
      "unknown-function",
      `${functionId} is not a function of this add-in; its functions are ${FUNCTION_IDS.join(", ")}.`,
    );
  }
  const out = emptyCall(functionId, call.text, "ok", "");
  out.message = null;
  if (call.unregistered) {
    out.notes.push(
      `Excel holds this call as ${call.text.slice(0, call.text.indexOf("("))}, the form it saves when the add-in's functions were not loaded, so the cell shows #NAME? or an old value. With the add-in loaded, re-enter the formula (select the cell, F2, Enter) so Excel calculates it again.`,
    );
  }
  out.arguments = args.map((a, i) => ({
    name: argumentNameAt(functionId, i),
    text: a.text,
    source: argumentSource(a),
    resolved: a.status !== "unresolved",
  }));
  const unresolved = args
    .map((a, i) => ({ a, name: argumentNameAt(functionId, i) }))
    .filter((x) => x.a.status === "unresolved");
  if (unresolved.length > 0) {
    out.status = "unresolved";
    out.message = unresolved
      .map(
        ({ a, name }) =>
          `The ${name} argument ${a.text} ${a.status === "unresolved" ? a.reason : ""}.`,
      )
      .join(" ");
    return out;
  }
  const values: ArgValue[] = args.map((a) => (a.status === "value" ? a.value : null));

  if (functionId === ("NJCREDIT.MINWAGE" satisfies FunctionId)) {
    return explainMinimumWage(out, values[0]);
  }

  let position = context.position;
  let portfolio: { plan: PortfolioPlan; row: number } | null = null;
  if (functionSpec(functionId as FunctionId).shows === "portfolio") {
    let plan: PortfolioPlan;
    try {
      plan = preparePortfolio(functionId as PortfolioFunctionId, values);
    } catch (err) {
      return inputError(out, err);
    }
    // Any cell of a project's row explains that project; the header row, a blank row or a
    // PORTFOLIO nested in a larger formula describe the portfolio whole.
    const at =
      context.grids === "cell" && context.isWholeFormula
        ? portfolioCell(plan, position ?? { row: 0, col: 0 })
        : null;
    if (at?.kind !== "project" || at.row >= plan.rows.length || isBlankRow(plan, at.row))
      return explainPortfolioOverview(out, plan, args, at);
    portfolio = { plan, row: at.row };
  }
  let gridPlan: GridPlan | null = null;
  let gridAt: GridCell | null = null;
  if (functionId === "NJCREDIT.GRID" || functionId === "NJWIND.GRID") {
    // The grid's own arguments first: a bad rowInput is the grid's error, whatever the cell.
    try {
      gridPlan = prepareGrid(functionId, values);
      // The anchor is position (0, 0): the corner label, or with headers off the first amount.
      // A GRID nested in a larger formula shows no one cell of the spill: describe it whole.
      if (context.grids === "cell" && context.isWholeFormula) {
        position = position ?? { row: 0, col: 0 };
        gridAt = gridCell(gridPlan, position);
      }
    } catch (err) {
      return inputError(out, err);
    }
    if (!gridAt || gridAt.kind !== "value") {
      return explainGridOverview(out, gridPlan, args, gridAt);
    }
  }

  // The cell shows a number, yet recomputing gives an error: say so rather than let the pane
  // explain an error beside a cell that shows an amount.
  const noteShownNumber = (e: CallExplanation): CallExplanation => {
    const shown = context.cell.value;
    if (context.isWholeFormula && !context.cell.spillParent && typeof shown === "number") {
      e.notes.push(
        `The cell shows ${String(shown)} but recomputing its formula now gives this error: the workbook may need recalculating (Formulas › Calculate Now). If it still shows a number, Excel passed the function a value the pane reads differently — on some Excel desktop builds an empty cell arrives as 0 (see Troubleshooting in the README).`,
      );
    }
    return e;
  };

  let prepared: ReturnType<typeof prepareCall>;
  try {
    prepared = prepareCall(functionId, values, position);
  } catch (err) {
    return noteShownNumber(inputError(out, err));
  }
  out.calc = prepared.calc;
  out.inputs = inputRows(prepared.calc, prepared.inputs, prepared.argumentNames, args);
  if (gridPlan && gridAt) {
    citeGridValues(out.inputs, gridPlan, gridAt, args);
  }
  if (portfolio) citeProjectCells(out.inputs, portfolio.plan, portfolio.row, args);
  const evaluated = evaluate(prepared.calc, prepared.inputs);
  if (!evaluated.ok) {
    out.status = "input-error";
    out.errorInput = evaluated.error.input;
    out.message = evaluated.error.message;
    return noteShownNumber(out);
  }
  const r = evaluated.result;
  out.result = r;
  out.scenario = {
    calc: prepared.calc,
    inputs: prepared.inputs,
    output: prepared.output ?? null,
    gridBase: gridPlan && gridAt ? gridBaseScenario(gridPlan) : null,
  };
  out.facts = factsFor(prepared.calc, r, prepared.output);
  try {
    out.parts = partsFor(prepared.calc, r, prepared.inputs);
  } catch (err) {
    return inputError(out, err);
  }
  out.story = storyFor(prepared.calc, r, prepared.inputs);
  out.focus = context.isWholeFormula
    ? focusOf(r, prepared.output, context.position, headersOf(functionId, values))
    : null;
  markFocus(out);
  if (prepared.output === "years" || prepared.output === "trace") {
    out.notes.push(
      `${functionId} spills a table; ${context.cell.spillParent ? `this cell, in ${out.focus?.label ?? "the table"}, shows ${spilledValue(prepared.calc, prepared.output, context.position, context.cell.value)}` : "the facts above are its totals"}.`,
    );
  }
  if (gridAt) {
    out.notes.push(
      "A GRID cell: the inputs above are the base scenario with this cell's row and column values.",
    );
  }
  if (portfolio) {
    const who = projectLabel(portfolio.plan, portfolio.row);
    const row = tableRow(portfolio.row);
    out.facts.splice(1, 0, { label: "Project", value: `${who ?? "(no id)"}, table row ${row}` });
    out.notes.push(
      `A PORTFOLIO row: project ${who ? `${who} ` : ""}in table row ${row}; the inputs above are that row's cells, computed as the single-cell function computes them.`,
    );
  }
  if (functionSpec(functionId as FunctionId).shows === "comparison") {
    out.notes.push(
      `${functionId} spills the bridge from scenario a to scenario b (a with its changes argument), one row per step whose amount differs, then a, b and b − a. Explained here is scenario a, step by step; njcredit compare prints the same bridge.`,
    );
  }
  // The cell and the recomputation must agree; say so plainly when they do not.
  // A GRID amount is the one spilled cell whose own number the recomputation gives.
  const shown = prepared.output ? r[prepared.output] : undefined;
  if (
    context.isWholeFormula &&
    typeof shown === "string" &&
    /^-?\d+(\.\d+)?$/.test(shown) &&
    (!context.cell.spillParent || gridAt !== null)
  ) {
    const cellValue = context.cell.value;
    if (typeof cellValue === "number" && cellValue.toFixed(2) !== new Decimal(shown).toFixed(2)) {
      out.notes.push(
        `The cell shows ${String(cellValue)} but recomputing its formula now gives ${money(shown)}: the workbook may need recalculating (Formulas › Calculate Now).`,
      );
    } else if (
      typeof cellValue === "string" &&
      /^#[A-Z/0!?_]+[!?A]?$/.test(cellValue) &&
      !call.unregistered &&
      // An AWARD cell holds an entity, whose plain value Excel reads as #VALUE!.
      !functionId.endsWith(".AWARD")
    ) {
      out.notes.push(
        `The cell shows ${cellValue} but recomputing its formula now gives ${money(shown)}: recalculate the workbook; if the cell still shows ${cellValue}, hover it for Excel's message.`,
      );
    }
  }
  return out;
}

/**
 * The scenario a GRID amount is compared with (comparison.ts): the grid's base inputs, and for an
 * input the grid varies that the base does not give, the grid's first value of it, so that the
 * comparison always has a scenario to compare with, and says which values it took.
 */
function gridBaseScenario(plan: GridPlan): GridBase {
  const inputs = { ...plan.base };
  const filled: GridBase["filled"] = [];
  const axes: [string, readonly unknown[]][] = [
    [plan.rowInput, plan.rowValues],
    [plan.columnInput, plan.columnValues],
  ];
  for (const [name, values] of axes) {
    const given = inputs[name];
    if (given !== undefined && given !== null && given !== "") continue;
    inputs[name] = values[0];
    filled.push({ name, value: values[0] });
  }
  return { inputs, filled };
}

/** Whether a spilling call writes its header row (its `headers` argument; on by default). */
function headersOf(functionId: string, values: readonly ArgValue[]): boolean {
  const names = (ARGUMENT_NAMES as Record<string, readonly string[]>)[functionId] ?? [];
  const i = names.indexOf("headers");
  const v = i < 0 ? null : values[i];
  const one = Array.isArray(v) ? v.flat()[0] : v;
  if (one === null || one === undefined || one === "") return true;
  if (typeof one === "string") return one.trim().toUpperCase() !== "FALSE";
  return Boolean(one);
}

/** Marks the selected row (a year of the years table, a step) and the deciding steps. */
function markFocus(out: CallExplanation): void {
  const deciding = new Set(out.story?.deciding ?? []);
  const first = out.parts[0];
  if (!first) return;
  for (const section of first.sections) {
    for (const s of section.steps) if (deciding.has(s.id) && s.applied) s.deciding = true;
  }
  const focus = out.focus;
  if (focus?.kind === "year" && first.tables[0]) first.tables[0].current = focus.index;
  if (focus?.kind === "step") {
    for (const section of first.sections) {
      for (const s of section.steps) if (s.id === focus.stepId) s.current = true;
    }
  }
}

function inputError(out: CallExplanation, err: unknown): CallExplanation {
  out.status = "input-error";
  if (err instanceof InputError) {
    out.errorInput = err.input;
    out.message = err.message;
  } else {
    out.message = `internal error (no explanation was produced): ${err instanceof Error ? err.message : String(err)}`;
  }
  return out;
}

function explainMinimumWage(out: CallExplanation, yearArg: ArgValue): CallExplanation {
  try {
    // The cell's own adapter, so the pane accepts exactly what the cell does (a year typed as
    // text, a one-cell range) and refuses it with the same message.
    const wage = minimumWage(yearArg);
    const year = Array.isArray(yearArg) ? yearArg.flat()[0] : yearArg;
    // What the cell shows, for the audit's Recomputed column.
    out.result = { minimumWage: new Decimal(String(wage)).toFixed(2) };
    out.facts = [
      { label: "Minimum wage", value: `$${displayMoney(new Decimal(String(wage)))} an hour` },
      { label: "Year", value: showValue(year) },
      {
        label: "Source",
        value: "N.J.S.A. 34:11-56a4, the general rate; the last rate in force in the year",
      },
    ];
    out.inputs = [{ name: "year", value: showValue(year), source: "year argument" }];
    out.notes.push(
      "The wage floor of s.75 c.(2) tests the lowest hourly wage against the higher of $15 and 120% of this rate.",
    );
    return out;
  } catch (err) {
    return inputError(out, err);
  }
}

// ---------------------------------------------------------------------------------------------
// Explaining cells

interface Prepared {
  cell: CellInfo;
  address: string;
  kind: "none" | "explained";
  message: string;
  formula: string;
  spillParentAddress: string | null;
  calls: CallNode[];
  syntaxError: string | null;
  isWholeFormula: boolean[];
  position: { row: number; col: number } | undefined;
}

function unwrap(node: FormulaNode): FormulaNode {
  return node.kind === "unary" && node.op === "@" ? unwrap(node.operand) : node;
}

function prepareCell(cell: CellInfo): Prepared {
  const address = cellAddress(cell.sheet, cell.row, cell.col);
  const parent = cell.spillParent;
  const formula = parent ? parent.formula : cell.formula;
  const spillParentAddress = parent ? cellAddress(cell.sheet, parent.row, parent.col) : null;
  const base: Prepared = {
    cell,
    address,
    kind: "none",
    message: "",
    formula: formula ?? "",
    spillParentAddress,
    calls: [],
    syntaxError: null,
    isWholeFormula: [],
    position: parent ? { row: cell.row - parent.row, col: cell.col - parent.col } : undefined,
  };
  if (typeof formula !== "string" || !formula.startsWith("=")) {
    base.message =
      cell.value === null || cell.value === ""
        ? "This cell is empty. Select a cell that uses an NJCREDIT or NJWIND function to see how its number was produced."
        : cell.spillUnknown
          ? "This cell has no formula of its own. If it is part of a spilled table, this Excel cannot tell the pane which formula spilled it (that needs ExcelApi 1.12): select the table's top-left cell, which holds the formula."
          : "This cell has no formula. Select a cell that uses an NJCREDIT or NJWIND function to see how its number was produced.";
    return base;
  }
  if (!FORMULA_MARKERS.some((p) => formula.toUpperCase().includes(p))) {
    base.message =
      "This cell's formula uses none of the NJCREDIT or NJWIND functions, so there is nothing to explain here.";
    return base;
  }
  let ast: FormulaNode;
  try {
    ast = parseFormula(formula);
  } catch (err) {
    base.kind = "explained";
    base.syntaxError = err instanceof FormulaSyntaxError ? err.message : String(err);
    return base;
  }
  const calls = findCalls(ast, isOurFunctionName);
  if (calls.length === 0) {
    base.message =
      "This cell's formula uses none of the NJCREDIT or NJWIND functions, so there is nothing to explain here.";
    return base;
  }
  const whole = unwrap(ast);
  base.kind = "explained";
  base.calls = calls;
  base.isWholeFormula = calls.map((c) => c === whole);
  return base;
}

/**
 * Explains many cells with one batched read of the workbook (the audit sheet explains every
 * cell at once; the selection handler explains one).
 */
export async function explainCells(
  cells: readonly CellInfo[],
  reader: WorkbookReader,
  options: { grids?: GridMode } = {},
): Promise<CellExplanation[]> {
  const prepared = cells.map(prepareCell);
  const toResolve = prepared.flatMap((p) =>
    p.calls.map((c) => ({ args: c.args, sheet: p.cell.sheet })),
  );
  const resolved = await resolveCalls(toResolve, reader);
  let k = 0;
  return prepared.map((p): CellExplanation => {
    if (p.kind === "none")
      return { kind: "none", cell: p.cell, address: p.address, message: p.message };
    const calls: CallExplanation[] = p.syntaxError
      ? [
          emptyCall(
            "",
            p.formula,
            "syntax-error",
            `The formula could not be read: ${p.syntaxError}.`,
          ),
        ]
      : p.calls.map((c, i) =>
          explainCall(c, resolved[k++], {
            isWholeFormula: p.isWholeFormula[i],
            cell: p.cell,
            // A spill child's position picks its scenario in a GRID (calls.ts); only the outer call spills.
            position: p.isWholeFormula[i] ? p.position : undefined,
            grids: options.grids ?? "cell",
          }),
        );
    return {
      kind: "explained",
      cell: p.cell,
      address: p.address,
      formula: p.formula,
      spillParentAddress: p.spillParentAddress,
      calls,
    };
  });
}

export async function explainCell(
  cell: CellInfo,
  reader: WorkbookReader,
): Promise<CellExplanation> {
  return (await explainCells([cell], reader))[0];
}

/**
 * A spilled table's cell as Excel shows it: by its column's kind in the core's descriptors
 * (money as currency, a count grouped, a year or text as it is), the column found by the cell's
 * place in the spill (its header row first when there is one).
 */
function spilledValue(
  calc: CalcName,
  output: string,
  position: { row: number; col: number } | undefined,
  value: CellValue,
): string {
  const columns =
    output === "trace"
      ? TRACE_COLUMNS
      : calc === "wind.schedule"
        ? spilledColumns(WIND_YEAR_TABLE)
        : EMERGE_YEAR_TABLE.columns;
  const kind = position === undefined ? undefined : columns[position.col]?.kind;
  if (typeof value !== "number") return showValue(value);
  if (kind === "money") return money(value);
  if (kind === "count") return count(value);
  return showValue(value);
}
