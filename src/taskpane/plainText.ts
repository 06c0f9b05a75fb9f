/**
 * One cell's explanation as text to take away: plain text for a memo (the result, what decided
 * it, the chart's figures, the inputs and every step with its citation and reason), then the
 * steps tab-separated for a workpaper (pasted into Excel they fill columns). The explanation
 * sheet (explanationSheet.ts) writes the same rows.
 */
import { TRACE_TABLE, pickColumns } from "../core/columns";
import { aboutLine } from "./about";
import { chartLines } from "./chart";
import type { CallExplanation, CellExplanation } from "./viewTypes";

const [STEP, CITATION, SOURCE, AMOUNT, REASON] = pickColumns(TRACE_TABLE, [
  "label",
  "citation",
  "sourceWords",
  "amount",
  "reason",
]).map((c) => c.header);

/**
 * The steps' columns, headed as the core's trace table heads them (src/core/columns.ts), except
 * the outcome: the pane words it by the step's kind ("met", "binds"), not TRACE_TABLE's yes/no.
 */
export const STEP_COLUMNS: readonly string[] = [STEP, CITATION, SOURCE, "Outcome", AMOUNT, REASON];

/** The steps of a call as rows of STEP_COLUMNS, each titled with its part when it has one. */
export function stepRows(call: CallExplanation): string[][] {
  const rows: string[][] = [];
  for (const part of call.parts) {
    for (const section of part.sections) {
      for (const s of section.steps) {
        rows.push([
          `${part.title ? `[${part.title}] ` : ""}${s.label}`,
          s.citation,
          s.source,
          s.status,
          s.amount ?? "",
          s.reason,
        ]);
      }
    }
  }
  return rows;
}

/** The lines of a call, as label/value pairs (the sheet writes them in two columns). */
export function callLines(call: CallExplanation): [string, string][] {
  const lines: [string, string][] = [];
  lines.push(["Function", call.functionId]);
  if (call.message) lines.push(["Problem", call.message]);
  for (const f of call.facts) lines.push([f.label, f.value]);
  if (call.focus) lines.push(["This cell", call.focus.label]);
  if (call.story) {
    lines.push(["What decided it", call.story.sentence]);
    if (call.story.chart) for (const l of chartLines(call.story.chart)) lines.push(["Chart", l]);
  }
  for (const n of call.notes) lines.push(["Note", n]);
  for (const i of call.inputs) lines.push([`Input ${i.name}`, `${i.value} (${i.source})`]);
  return lines;
}

const tsv = (cells: readonly string[]): string =>
  cells.map((c) => c.replace(/[\t\r\n]+/g, " ")).join("\t");

/** The whole explanation as text: a readable part, then the steps tab-separated. */
export function explanationText(e: CellExplanation): string {
  const out: string[] = [`${e.address}`];
  if (e.kind === "none") return [...out, e.message, "", aboutLine()].join("\n");
  out.push(`Formula: ${e.formula}`);
  if (e.spillParentAddress) out.push(`Spilled from ${e.spillParentAddress}`);
  for (const call of e.calls) {
    out.push("");
    for (const [k, v] of callLines(call)) out.push(`${k}: ${v}`);
    const steps = stepRows(call);
    if (steps.length > 0) {
      out.push("", "Steps:");
      for (const [label, citation, source, status, amount, reason] of steps) {
        out.push(
          `- ${label} (${citation}; ${source}): ${status}${amount ? ` ${amount}` : ""}. ${reason}`,
        );
      }
      out.push("", "Steps, tab-separated:", tsv(STEP_COLUMNS), ...steps.map(tsv));
    }
  }
  out.push("", aboutLine());
  return out.join("\n");
}
