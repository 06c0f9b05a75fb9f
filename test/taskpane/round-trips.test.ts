/**
 * The pane in a slow host (issue 29, item 5). In Excel on the web every `context.sync()` is a
 * request over the network, so the pane is held to at most two per explanation of a cell (its
 * formula, then every range its arguments read, in one request) and three for a spilled cell.
 * Counted on the preview's stand-in for Excel (src/preview/host.ts, which counts every sync) over
 * every formula cell of the sample workbook and the cells its tables spill, computed by the built
 * functions.js (`npm test` builds it first). And when the selection moves twenty times before the
 * first explanation is back, only the last cell is explained on screen.
 */
import { creditCells, paneOn, sampleHost } from "../support/sample-host";
import type { CellExplanation } from "../../src/taskpane/explain";

test("explaining a cell takes at most 2 round trips, a spilled cell at most 3", async () => {
  const host = await sampleHost();
  const { controller, messages } = paneOn(host);
  const counts = { formula: 0, spilled: 0 };
  const most = { formula: 0, spilled: 0 };
  // Our functions' cells only: the sample's plain formulas explain nothing.
  for (const { sheet, row, col, key, spilled } of creditCells(host)) {
    host.select(sheet, row, col);
    host.syncs = 0;
    const e = await controller.explainSelection();
    const where = `${sheet.name}!${key}`;
    expect([where, e?.kind, messages]).toEqual([where, "explained", []]);
    const kind = spilled ? "spilled" : "formula";
    expect([where, host.syncs <= (spilled ? 3 : 2)]).toEqual([where, true]);
    counts[kind]++;
    most[kind] = Math.max(most[kind], host.syncs);
  }
  expect(messages).toEqual([]);
  // Every kind of cell was met, many times (the sample's 12 scenarios and their tables).
  expect(counts.formula).toBeGreaterThan(20);
  expect(counts.spilled).toBeGreaterThan(100);
  // Today's counts (the note quotes them): two each.
  expect(most).toEqual({ formula: 2, spilled: 2 });
});

test("a reference to a sheet that is not there costs the careful read, and says so", async () => {
  const host = await sampleHost();
  const { controller } = paneOn(host);
  const sheet = host.workbook.sheets[0];
  // A cell of ours whose criteria argument names a missing sheet.
  sheet.set(40, 0, {
    value: 0,
    formula: '=NJCREDIT.PERJOB("enhanced","new",Missing!A1:B3)',
    kind: "formula",
  });
  host.select(sheet, 40, 0);
  host.syncs = 0;
  const e = await controller.explainSelection();
  if (e?.kind !== "explained") throw new Error("expected an explanation");
  // 1 (the cell) + 1 (the read at once, which Excel fails: ItemNotFound) + 3 (the careful read).
  expect(host.syncs).toBe(5);
  expect(JSON.stringify(e.calls[0])).toContain("there is no sheet named Missing");
});

test("twenty selection changes in a row explain only the last cell", async () => {
  const host = await sampleHost();
  const { controller, rendered } = paneOn(host);
  const cells = host.workbook
    .formulaCells()
    .filter((c) => /NJ(CREDIT|WIND)\./.test(c.cell.formula!));
  expect(cells.length).toBeGreaterThanOrEqual(20);
  const pending: Promise<CellExplanation | null>[] = [];
  for (const c of cells.slice(0, 20)) {
    host.select(c.sheet, c.row, c.col);
    pending.push(controller.explainSelection());
  }
  const answers = await Promise.all(pending);
  // Every explanation but the last was overtaken: none was shown.
  expect(answers.slice(0, 19)).toEqual(Array(19).fill(null));
  expect(rendered).toHaveLength(1);
  const last = cells[19];
  expect(rendered[0]).toMatchObject({ kind: "explained" });
  expect((rendered[0] as { address: string }).address).toContain(last.sheet.name);
  expect(rendered[0]).toBe(answers[19]);
});
