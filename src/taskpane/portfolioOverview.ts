/**
 * A PORTFOLIO described whole (its header row, a blank row, the audit sheet's row): how many
 * projects, how many compute, which columns it returns; and, for a project's row, where each of
 * its inputs came from: its own cell of the table.
 */
import { evaluate } from "../core";
import {
  isBlankRow,
  portfolioHeaders,
  projectInputs,
  tableRow,
  type PortfolioCell,
  type PortfolioPlan,
} from "../functions/calls";
import { InputError } from "../core/inputs";
import { outputWords } from "./facts";
import { argumentSource } from "./provenance";
import { elementAddress, type ResolvedArg } from "./resolve";
import type { CallExplanation, InputRow } from "./viewTypes";

/** The table argument, when it came from cells: the address of the table's row `row`, column `col`. */
function tableCell(
  plan: PortfolioPlan,
  args: readonly ResolvedArg[],
  row: number,
  col: number,
): string | null {
  const arg = args[plan.argumentNames.indexOf("table")];
  return arg?.status === "value" ? elementAddress(arg.source, row, col) : null;
}

/** A project's id or name, as its row echoes it ("A-100"), or null when it has none. */
export function projectLabel(plan: PortfolioPlan, row: number): string | null {
  const echo = plan.columns.find((c) => c.role === "echo");
  const v = echo ? plan.rows[row][echo.index] : null;
  return v === null || v === undefined || v === "" ? null : String(v);
}

/** A project's inputs each cite its own cell of the table ("table: Portfolio!C5"). */
export function citeProjectCells(
  inputs: InputRow[],
  plan: PortfolioPlan,
  row: number,
  args: readonly ResolvedArg[],
): void {
  for (const input of inputs) {
    const column = plan.columns.find((c) => c.input === input.name);
    if (!column) continue;
    const at = tableCell(plan, args, row + 1, column.index);
    input.source = `table${at ? `: ${at}` : `, row ${tableRow(row)}`} (this project's row)`;
  }
}

/**
 * The portfolio whole: its projects counted (computed, #VALUE!, blank) by the cell function's
 * own rule, every row recomputed without its trace; what each row returns; and, for the header
 * row or a blank row, what that cell is.
 */
export function explainPortfolioOverview(
  out: CallExplanation,
  plan: PortfolioPlan,
  args: readonly ResolvedArg[],
  at: PortfolioCell | null,
): CallExplanation {
  out.calc = plan.calc;
  let computed = 0;
  let blank = 0;
  let first: { row: number; input: string | null; message: string } | null = null;
  for (let row = 0; row < plan.rows.length; row++) {
    try {
      const inputs = projectInputs(plan, row);
      if (inputs === null) {
        blank++;
        continue;
      }
      const r = evaluate(plan.calc, inputs, { trace: false });
      if (r.ok) computed++;
      else first ??= { row, input: r.error.input, message: r.error.message };
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      first ??= { row, input: err.input, message: err.message };
    }
  }
  const projects = plan.rows.length - blank;
  const failed = projects - computed;
  const words = outputWords(plan.calc, plan.output);
  out.portfolio = { projects, computed, failed, blank, outputWords: words };
  out.facts = [
    { label: "Portfolio", value: `${projects} project${projects === 1 ? "" : "s"} (${words})` },
    {
      label: "Rows",
      value:
        failed === 0
          ? `all ${projects} compute${blank > 0 ? `; ${blank} blank` : ""}`
          : `${computed} of ${projects} compute; ${failed} show #VALUE!${blank > 0 ? `; ${blank} blank` : ""}`,
    },
    { label: "Columns", value: portfolioHeaders(plan).join(", ") },
  ];
  const tableArg = args[plan.argumentNames.indexOf("table")];
  out.notes.push("Select a cell in a project's row to see its story and every step.");
  out.notes.push(
    `Each row is one project of the table (${tableArg ? argumentSource(tableArg) : "its table argument"}): its ${words} (${plan.output} of ${plan.calc}) from the inputs its header row names${plan.headers ? "; the first row holds the column headers" : ""}.`,
  );
  if (at?.kind === "project" && at.row < plan.rows.length && isBlankRow(plan, at.row))
    out.notes.push(
      `This cell's row, table row ${tableRow(at.row)}, is blank: no project, so its result row is blank (a table can grow).`,
    );
  else if (at?.kind === "project" && at.row >= plan.rows.length)
    out.notes.push("This cell is past the portfolio's last row.");
  else if (at?.kind === "header") out.notes.push("This cell is the portfolio's header row.");
  if (first) {
    const who = projectLabel(plan, first.row);
    out.notes.push(
      `${failed} project${failed === 1 ? " shows" : "s show"} #VALUE!; the first, table row ${tableRow(first.row)}${who ? ` (${who})` : ""}: ${first.message}`,
    );
  }
  out.inputs = plan.columns
    .filter((c) => c.role !== "unnamed")
    .map((c): InputRow => ({
      name: c.input ?? c.header,
      value: c.role === "echo" ? "echoed" : "one value per row",
      source: `table column ${c.index + 1}${tableCell(plan, args, 0, c.index) ? ` (${tableCell(plan, args, 0, c.index)})` : ""}`,
    }));
  return out;
}
