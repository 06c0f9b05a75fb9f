/**
 * "Explanation sheet": one cell's full explanation written as a new worksheet, like the audit
 * sheet (every text stored as text, formatted "@" first), marked as the add-in's own so the
 * audit never audits it.
 */
import { aboutLine } from "./about";
import type { XlHost } from "./excel";
import { callLines, STEP_COLUMNS, stepRows } from "./plainText";
import { fitCell, freeSheetName } from "./audit";
import type { CellExplanation } from "./viewTypes";

/** The sheet's rows: title, mark, then each call's lines and its steps (five columns wide). */
export function explanationRows(e: CellExplanation): string[][] {
  const width = STEP_COLUMNS.length;
  const row = (...cells: string[]): string[] => [...cells, ...Array(width - cells.length).fill("")];
  const rows: string[][] = [row(`NJ credit explanation of ${e.address}`), row(aboutLine()), row()];
  if (e.kind === "none") return [...rows, row(e.message)];
  rows.push(row("Formula", e.formula));
  if (e.spillParentAddress) rows.push(row("Spilled from", e.spillParentAddress));
  for (const call of e.calls) {
    rows.push(row());
    for (const [k, v] of callLines(call)) rows.push(row(k, v));
    const steps = stepRows(call);
    if (steps.length > 0) rows.push(row(), [...STEP_COLUMNS], ...steps);
  }
  return rows.map((r) => r.map(fitCell));
}

export function writeExplanationSheet(excel: XlHost, e: CellExplanation): Promise<string> {
  return excel.run(async (ctx) => {
    const sheets = ctx.workbook.worksheets;
    sheets.load("items/name");
    await ctx.sync();
    const name = freeSheetName(
      sheets.items.map((s) => s.name),
      `NJ explanation ${e.address.replace(/^'?(.*?)'?!/, "$1 ").replace(/[[\]:*?/\\]/g, "")}`.slice(
        0,
        31,
      ),
    );
    const ws = sheets.add(name);
    const rows = explanationRows(e);
    const range = ws.getRangeByIndexes(0, 0, rows.length, STEP_COLUMNS.length);
    range.numberFormat = rows.map((r) => r.map(() => "@"));
    range.values = rows;
    ws.getRange("A1").format.font.bold = true;
    range.format.verticalAlignment = "Top";
    range.format.autofitColumns();
    ws.activate();
    await ctx.sync();
    return name;
  });
}
