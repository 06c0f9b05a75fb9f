/**
 * What the pane does, without the DOM: explain the active cell whenever the selection changes
 * (only the latest selection is shown when events come quickly), and write the audit sheet.
 * taskpane.ts wires it to Office and to view.ts; tests drive it with office-addin-mock.
 */
import { runAudit } from "./audit";
import {
  compareCells,
  compareWithGridBase,
  comparisonText,
  type CellComparison,
} from "./comparison";
import {
  ExcelReader,
  readActiveCell,
  readCellsAt,
  readSelection,
  type CellPlace,
  type XlHost,
} from "./excel";
import { cellAddress } from "./resolve";
import { explainCell, explainCells, type CellExplanation } from "./explain";
import { writeExplanationSheet } from "./explanationSheet";
import { explanationText } from "./plainText";

export interface PaneDeps {
  excel: XlHost;
  render(explanation: CellExplanation): void;
  renderComparison?(comparison: CellComparison): void;
  /** The cell pinned for a comparison ("Emerge!B17"), or null when none is. */
  pinned?(address: string | null): void;
  message(text: string, kind: "info" | "problem"): void;
  status(text: string): void;
  now?: () => Date;
}

export interface Controller {
  /** Explains the active cell; resolves to what was rendered (null if a newer request won). */
  explainSelection(): Promise<CellExplanation | null>;
  /** Writes the audit sheet; resolves to its name and row count, or null on failure. */
  audit(): Promise<{ sheet: string; rows: number } | null>;
  /**
   * What is shown, as text to copy: the explanation (plain, then the steps tab-separated) or
   * the comparison (plain, then the bridge tab-separated); null if nothing is.
   */
  text(): string | null;
  /** What the pane shows: an explanation, a comparison, or nothing yet. */
  showing(): "explanation" | "comparison" | null;
  /** Pins the selected cell as a comparison's a; resolves to its address, or null. */
  pin(): Promise<string | null>;
  unpin(): void;
  /**
   * Compares two cells: a selected range of two (a the first), or the pinned cell (a) and the
   * selected one (b). Resolves to what was shown, or null when nothing could be read.
   */
  compare(): Promise<CellComparison | null>;
  /** Compares the GRID amount shown with its grid's base scenario. */
  compareWithGridBase(): CellComparison | null;
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
  let compared: CellComparison | null = null;
  let pinned: CellPlace | null = null;
  const showComparison = (c: CellComparison): CellComparison => {
    generation++; // an explanation still being read must not replace the comparison
    compared = c;
    deps.renderComparison?.(c);
    deps.status(
      c.kind === "compared"
        ? `Compared ${c.a.place} (a) with ${c.b.place} (b): b − a = ${c.difference}.`
        : c.message,
    );
    return c;
  };
  return {
    text() {
      if (compared) return comparisonText(compared);
      return shown ? explanationText(shown) : null;
    },
    showing() {
      return compared ? "comparison" : shown ? "explanation" : null;
    },
    async pin() {
      try {
        const cell = await readActiveCell(deps.excel);
        pinned = { sheet: cell.sheet, row: cell.row, col: cell.col };
        const address = cellAddress(cell.sheet, cell.row, cell.col);
        deps.pinned?.(address);
        deps.status(
          `${address} is pinned as a. Select another cell, then choose Compare to see why it differs.`,
        );
        return address;
      } catch (err) {
        deps.message(`Could not read the selected cell: ${describe(err)}`, "problem");
        return null;
      }
    },
    unpin() {
      pinned = null;
      deps.pinned?.(null);
      deps.status("No cell is pinned.");
    },
    async compare() {
      try {
        const selection = await readSelection(deps.excel);
        const size = selection.rows * selection.cols;
        let places: CellPlace[];
        if (size === 2) {
          places = [
            selection,
            {
              sheet: selection.sheet,
              row: selection.row + selection.rows - 1,
              col: selection.col + selection.cols - 1,
            },
          ];
        } else if (size === 1 && pinned) {
          if (
            pinned.sheet === selection.sheet &&
            pinned.row === selection.row &&
            pinned.col === selection.col
          )
            return showComparison({
              kind: "refused",
              message: `${cellAddress(pinned.sheet, pinned.row, pinned.col)} is the pinned cell itself: select another cell to compare it with.`,
            });
          places = [pinned, selection];
        } else {
          return showComparison({
            kind: "refused",
            message:
              size === 1
                ? "Select two cells to compare: a range of two (such as B17:C17, or B17 then Shift+click C17), or pin one cell (More › Pin cell for comparison), then select the other."
                : `The selection holds ${size} cells; select exactly two (a range such as B17:C17), or pin one cell and select the other.`,
          });
        }
        const cells = await readCellsAt(deps.excel, places);
        const [a, b] = await explainCells(cells, reader);
        return showComparison(compareCells(a, b));
      } catch (err) {
        deps.message(`Could not read the cells to compare: ${describe(err)}`, "problem");
        return null;
      }
    },
    compareWithGridBase() {
      if (!shown) return null;
      return showComparison(compareWithGridBase(shown));
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
        compared = null;
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
