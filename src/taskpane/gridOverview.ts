/**
 * A GRID's label cells and the audit sheet's GRID rows: the grid described whole (its base
 * scenario, the inputs varied across and down, what each amount is), and the sources of an
 * amount's two varied inputs.
 */
import { calculations, evaluate } from "../core";
import { gridCornerLabel, gridScenario, type GridCell, type GridPlan } from "../functions/calls";
import { outputWords } from "./facts";
import { inputValue } from "./format";
import { argumentSource, inputRows } from "./provenance";
import { elementAddress, type ResolvedArg } from "./resolve";
import type { CallExplanation, InputRow } from "./viewTypes";

/** Where element `index` of a GRID's rowValues or columnValues came from ("rowValues: D9"). */
function gridValueSource(
  plan: GridPlan,
  argName: "rowValues" | "columnValues",
  index: number,
  args: readonly ResolvedArg[],
): string {
  const arg = args[plan.argumentNames.indexOf(argName)];
  if (arg?.status === "value" && Array.isArray(arg.value)) {
    // calls.ts reads a one-row range across, anything else down its first column.
    const across = arg.value.length === 1;
    const at = elementAddress(arg.source, across ? 0 : index, across ? index : 0);
    if (at) return `${argName}: ${at}`;
  }
  return `${argName} value ${index + 1}`;
}

/** A GRID amount's two varied inputs come from one element of rowValues and of columnValues. */
export function citeGridValues(
  inputs: InputRow[],
  plan: GridPlan,
  at: GridCell,
  args: readonly ResolvedArg[],
): void {
  const cite = (input: string, argName: "rowValues" | "columnValues", index: number): void => {
    const row = inputs.find((i) => i.name === input);
    if (!row || index < 0) return;
    row.source = `${gridValueSource(plan, argName, index, args)} (this cell of the grid)`;
  };
  cite(plan.rowInput, "rowValues", at.col);
  cite(plan.columnInput, "columnValues", at.row);
}

/** What a GRID's amounts are, in words ("annual credit"). */
function gridOutputWords(plan: GridPlan): string {
  return outputWords(plan.calc, plan.output);
}

/**
 * A GRID as a whole, for its label cells and the audit sheet: the base scenario with its
 * sources, the input varied across and the one varied down with their values, what each amount
 * is, the grid's size, and how many amounts compute. It is not a computation: the base
 * alone may well be incomplete (the varied input is what completes it), so it is never
 * evaluated on its own. Every amount is recomputed, without its trace, to count those that show
 * #VALUE!, by the cell function's rule (cells.ts gridTable): the grid stands when one amount
 * computes; when none does, the anchor shows the first one's error, and so does this.
 */
export function explainGridOverview(
  out: CallExplanation,
  plan: GridPlan,
  args: readonly ResolvedArg[],
  at: GridCell | null,
): CallExplanation {
  out.calc = plan.calc;
  const rows = plan.columnValues.length;
  const columns = plan.rowValues.length;
  let computed = 0;
  let first: { row: number; col: number; input: string | null; message: string } | null = null;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) {
      const r = evaluate(plan.calc, gridScenario(plan, row, col), { trace: false });
      if (r.ok) computed++;
      else first ??= { row, col, input: r.error.input, message: r.error.message };
    }
  }
  const failed = rows * columns - computed;
  const words = gridOutputWords(plan);
  out.grid = {
    rows,
    columns,
    output: plan.output,
    outputWords: words,
    cell: at && at.kind !== "value" ? at.kind : null,
    computed,
    failed,
  };

  const schema = calculations[plan.calc]?.schema;
  const one = (input: string, v: unknown): string => inputValue(schema, input, v);
  const list = (values: readonly unknown[], input: string): string =>
    values.map((v) => one(input, v)).join(", ");
  // Facts stay short (label and value share a line of the narrow pane); sentences go in notes.
  out.facts = [
    { label: "Sensitivity grid", value: `${rows} × ${columns} (${words})` },
    {
      label: "Across (rowInput)",
      value: `${plan.rowInput}: ${list(plan.rowValues, plan.rowInput)}`,
    },
    {
      label: "Down (columnInput)",
      value: `${plan.columnInput}: ${list(plan.columnValues, plan.columnInput)}`,
    },
    {
      label: "Size",
      value: `${rows} row${rows === 1 ? "" : "s"} × ${columns} column${columns === 1 ? "" : "s"}, ${plan.headers ? "with headers" : "no headers"}`,
    },
    {
      label: "Amounts",
      value:
        failed === 0
          ? `all ${rows * columns} compute`
          : `${computed} of ${rows * columns} compute; ${failed} show #VALUE!`,
    },
  ];
  if (at && at.kind !== "value") {
    out.facts.push({
      label: "This cell",
      value:
        at.kind === "corner"
          ? "the corner label"
          : at.kind === "rowHeader"
            ? `header: ${plan.rowInput} = ${one(plan.rowInput, plan.rowValues[at.col])}`
            : `header: ${plan.columnInput} = ${one(plan.columnInput, plan.columnValues[at.row])}`,
    });
  }
  out.notes.push("Select an amount inside the grid to see its scenario and every step.");
  out.notes.push(
    `Each amount is the ${words} (${plan.output} of ${plan.calc}) of the base scenario below with its row's ${plan.columnInput} and its column's ${plan.rowInput}${plan.headers ? "; the header row holds the values across, the header column the values down" : ""}.`,
  );
  if (at && at.kind !== "value") {
    out.notes.push(
      at.kind === "corner"
        ? `This cell is the grid's corner label, "${gridCornerLabel(plan)}".`
        : at.kind === "rowHeader"
          ? `This cell heads column ${at.col + 1} of the amounts: ${plan.rowInput} = ${one(plan.rowInput, plan.rowValues[at.col])}, from ${gridValueSource(plan, "rowValues", at.col, args)}.`
          : `This cell heads row ${at.row + 1} of the amounts: ${plan.columnInput} = ${one(plan.columnInput, plan.columnValues[at.row])}, from ${gridValueSource(plan, "columnValues", at.row, args)}.`,
    );
  }

  // The base scenario with its sources, then the two varied inputs with all their values.
  const base = inputRows(plan.calc, plan.base, plan.argumentNames, args);
  const varied = (
    input: string,
    argName: "rowValues" | "columnValues",
    values: readonly unknown[],
    direction: string,
  ): InputRow => {
    const arg = args[plan.argumentNames.indexOf(argName)];
    const where = arg ? argumentSource(arg) : "omitted";
    const replaced = base.find((b) => b.name === input);
    return {
      name: input,
      value: list(values, input),
      source: `${argName}: ${where}, ${direction}${replaced ? `; replaces the base's ${replaced.value} (${replaced.source})` : ""}`,
    };
  };
  out.inputs = [
    ...base.filter((b) => b.name !== plan.rowInput && b.name !== plan.columnInput),
    varied(plan.rowInput, "rowValues", plan.rowValues, "across the grid"),
    varied(plan.columnInput, "columnValues", plan.columnValues, "down the grid"),
  ];

  if (first) {
    const where = `row ${first.row + 1}, column ${first.col + 1} (${plan.columnInput} = ${one(plan.columnInput, plan.columnValues[first.row])}, ${plan.rowInput} = ${one(plan.rowInput, plan.rowValues[first.col])})`;
    if (computed === 0) {
      // The anchor shows this #VALUE! (gridTable fails the whole call with the first error).
      out.status = "input-error";
      out.errorInput = first.input;
      out.message = `No amount of the grid computes; the first, at ${where}: ${first.message}`;
    } else {
      out.notes.push(
        `${failed} amount${failed === 1 ? " shows" : "s show"} #VALUE!; the first, at ${where}: ${first.message}`,
      );
    }
  }
  return out;
}
