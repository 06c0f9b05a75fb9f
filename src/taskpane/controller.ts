/**
 * What the pane does, without the DOM: explain the active cell whenever the selection changes
 * (only the latest selection is shown when events come quickly), and write the audit sheet.
 * taskpane.ts wires it to Office and to view.ts; tests drive it with office-addin-mock.
 */
import { runAudit } from "./audit";
import { ExcelReader, readActiveCell, type XlHost } from "./excel";
import { explainCell, type CellExplanation } from "./explain";
import { writeExplanationSheet } from "./explanationSheet";
import { explanationText } from "./plainText";

export interface PaneDeps {
  excel: XlHost;
  render(explanation: CellExplanation): void;
  message(text: string, kind: "info" | "problem"): void;
  status(text: string): void;
  now?: () => Date;
}

export interface Controller {
  /** Explains the active cell; resolves to what was rendered (null if a newer request won). */
  explainSelection(): Promise<CellExplanation | null>;
  /** Writes the audit sheet; resolves to its name and row count, or null on failure. */
  audit(): Promise<{ sheet: string; rows: number } | null>;
  /** The explanation shown, as text to copy (plain, then the steps tab-separated); null if none. */
  text(): string | null;
  /** Writes the explanation shown as a new worksheet; resolves to its name, or null. */
  explanationSheet(): Promise<string | null>;
}

/**
 * One short sentence for the status line (a polite live region): what a screen reader user
 * hears when the selection changes. The explanation itself is not a live region — read out
 * whole, dozens of steps, on every selection, it would drown everything else.
 */
export function announcement(e: CellExplanation): string {
  if (e.kind === "none") return `${e.address}: ${e.message}`;
  const parts = e.calls.map((c) => {
    if (c.status !== "ok") return `${c.functionId || "formula"}: ${c.message ?? c.status}`;
    const lead = c.facts[0];
    return lead ? `${c.functionId}, ${lead.label} ${lead.value}` : c.functionId;
  });
  return `Explained ${e.address}${e.spillParentAddress ? ` (spilled from ${e.spillParentAddress})` : ""}: ${parts.join("; ")}.`;
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function createController(deps: PaneDeps): Controller {
  const reader = new ExcelReader(deps.excel);
  let generation = 0;
  let shown: CellExplanation | null = null;
  return {
    text() {
      return shown ? explanationText(shown) : null;
    },
    async explanationSheet() {
      if (!shown) {
        deps.status("Select a cell first: there is no explanation to write.");
        return null;
      }
      try {
        const sheet = await writeExplanationSheet(deps.excel, shown);
        deps.status(`Explanation sheet "${sheet}" written.`);
        return sheet;
      } catch (err) {
        deps.message(`Could not write the explanation sheet: ${describe(err)}`, "problem");
        return null;
      }
    },
    async explainSelection() {
      const mine = ++generation;
      try {
        const cell = await readActiveCell(deps.excel);
        const explanation = await explainCell(cell, reader);
        if (mine !== generation) return null; // a newer selection is being explained
        shown = explanation;
        deps.render(explanation);
        deps.status(announcement(explanation));
        return explanation;
      } catch (err) {
        if (mine === generation)
          deps.message(`Could not read the selected cell: ${describe(err)}`, "problem");
        return null;
      }
    },
    async audit() {
      deps.status("Writing the audit sheet…");
      try {
        const done = await runAudit(deps.excel, reader, deps.now);
        deps.status(
          done.rows === 0
            ? `No cell of this workbook uses NJCREDIT or NJWIND functions; "${done.sheet}" says so.`
            : `Audit sheet "${done.sheet}" written: ${done.rows} row${done.rows === 1 ? "" : "s"}.`,
        );
        return { sheet: done.sheet, rows: done.rows };
      } catch (err) {
        deps.status("");
        deps.message(`Could not write the audit sheet: ${describe(err)}`, "problem");
        return null;
      }
    },
  };
}
