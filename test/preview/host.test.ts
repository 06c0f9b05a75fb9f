/**
 * The preview's stand-in for Excel answers the task pane's calls the way Excel does: addresses
 * with quoted sheet names, "" for empty cells, error values with valueType "Error", spill
 * parents and ranges, intersections, used ranges, new sheets, and the selection event.
 */
import { PreviewHost, parseLocalAddress } from "../../src/preview/host";
import { Calculator, workbookFromDefinition } from "../../src/preview/workbook";
import type { XlRange } from "../../src/taskpane/excel";

async function host(): Promise<PreviewHost> {
  const wb = workbookFromDefinition({
    title: "t",
    sheets: [
      {
        name: "Labor harmony",
        blocks: [
          { at: "A1", kind: "inputs", rows: [["Jobs", 300]] },
          { at: "A3", kind: "formula", rows: [["=T.TABLE()"], [null], [null], ["=T.FAIL()"]] },
        ],
      },
    ],
  });
  const calculator = new Calculator(
    wb,
    new Map([
      [
        "T.TABLE",
        {
          id: "T.TABLE",
          fn: () => [
            ["a", "b"],
            [1, 2],
          ],
          parameters: [],
        },
      ],
      [
        "T.FAIL",
        {
          id: "T.FAIL",
          fn: () => {
            throw { code: "#VALUE!", message: "bad" };
          },
          parameters: [],
        },
      ],
    ]),
  );
  await calculator.calculateAll();
  return new PreviewHost(wb, calculator);
}

test("addresses: cells, ranges, whole columns and rows, with or without $ and a sheet", () => {
  expect(parseLocalAddress("$B$2")).toEqual({ row: 1, col: 1, rows: 1, cols: 1 });
  expect(parseLocalAddress("B2:C5")).toEqual({ row: 1, col: 1, rows: 4, cols: 2 });
  expect(parseLocalAddress("'My sheet'!A:C")).toEqual({ row: 0, col: 0, rows: 1048576, cols: 3 });
  expect(parseLocalAddress("3:5")).toEqual({ row: 2, col: 0, rows: 3, cols: 16384 });
  expect(parseLocalAddress("not an address")).toBeNull();
});

test("ranges read as Excel's do", async () => {
  const h = await host();
  const range = await h.excel.run(async (ctx) => {
    const ws = ctx.workbook.worksheets.getItemOrNullObject("labor HARMONY");
    const r = ws.getRange("A1:B6");
    r.load(["address", "values", "valueTypes", "formulas"]);
    await ctx.sync();
    return r;
  });
  expect(range.address).toBe("'Labor harmony'!A1:B6");
  expect(range.values).toEqual([
    ["Jobs", 300],
    ["", ""],
    ["a", "b"],
    [1, 2],
    ["", ""],
    ["#VALUE!", ""],
  ]);
  expect(range.valueTypes[5][0]).toBe("Error");
  expect(range.valueTypes[1][0]).toBe("Empty");
  expect(range.formulas[2][0]).toBe("=T.TABLE()");
  expect(range.formulas[3][1]).toBe(2); // a spilled value has no formula of its own
});

test("spill parents, spill ranges, intersections and the used range", async () => {
  const h = await host();
  await h.excel.run(async (ctx) => {
    const ws = ctx.workbook.worksheets.getItemOrNullObject("Labor harmony");
    const child = ws.getRange("B4").getSpillParentOrNullObject!();
    expect(child.address).toBe("'Labor harmony'!A3");
    expect(ws.getRange("A3").getSpillParentOrNullObject!().address).toBe("'Labor harmony'!A3");
    expect(ws.getRange("B1").getSpillParentOrNullObject!().isNullObject).toBe(true);
    expect(ws.getRange("A3").getSpillingToRangeOrNullObject!().address).toBe(
      "'Labor harmony'!A3:B4",
    );
    expect(ws.getRange("A1").getSpillingToRangeOrNullObject!().isNullObject).toBe(true);
    const used = ws.getUsedRange();
    expect(used.address).toBe("'Labor harmony'!A1:B6");
    const column = ws.getRange("B:B").getIntersectionOrNullObject(used);
    expect(column.address).toBe("'Labor harmony'!B1:B6");
    expect(ws.getRange("D1").getIntersectionOrNullObject(used).isNullObject).toBe(true);
  });
});

test("the active cell, the selection event and a sheet the pane adds", async () => {
  const h = await host();
  const office = h.office();
  expect((await office.onReady()).host).toBe("Excel");
  const seen: string[] = [];
  const ctx = office.context as {
    document: { addHandlerAsync(type: string, handler: () => void): void };
  };
  ctx.document.addHandlerAsync("documentSelectionChanged", () => seen.push("changed"));
  const sheet = h.workbook.sheets[0];
  h.select(sheet, 3, 1);
  expect(seen).toEqual(["changed"]);
  const active: XlRange = await h.excel.run(async (c) => c.workbook.getActiveCell());
  expect(active.address).toBe("'Labor harmony'!B4");

  let changes = 0;
  h.onChange = () => changes++;
  await h.excel.run(async (c) => {
    const ws = c.workbook.worksheets.add("NJ credit audit");
    ws.getRange("A1").values = [["=NOT A FORMULA"]];
    ws.activate();
  });
  const audit = h.workbook.sheet("NJ credit audit")!;
  // Written as values: text that looks like a formula stays text.
  expect(audit.get(0, 0)).toMatchObject({ value: "=NOT A FORMULA", formula: null });
  expect(h.activeSheet).toBe(audit);
  expect(changes).toBeGreaterThanOrEqual(2);
});
