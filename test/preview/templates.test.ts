/**
 * The scenario templates in the preview: the pane's writer runs against the preview's stand-in
 * for Excel, the new sheet's table is a table of the model, its formulas calculate through the
 * add-in's functions, and the pane explains them with the criteria read from the table.
 */
import { calculateSample, sourceFunctionRegistry } from "../../scripts/make-sample-workbook";
import { PreviewHost } from "../../src/preview/host";
import { Calculator, parseCellAddress } from "../../src/preview/workbook";
import { portfolioTemplate, scenarioTemplate } from "../../src/excel/templates";
import { ExcelReader } from "../../src/taskpane/excel";
import { explainCells } from "../../src/taskpane/explain";
import { insertScenario, type ScenarioHost } from "../../src/taskpane/templates";

jest.setTimeout(60000);

test("New Emerge scenario in the preview: a table sheet whose formulas compute and are explained", async () => {
  const workbook = await calculateSample();
  const host = new PreviewHost(workbook, new Calculator(workbook, await sourceFunctionRegistry()));
  const done = await insertScenario(host.excel as unknown as ScenarioHost, "emerge");
  // The sample has a table EmergeCriteria already: the template's is named afresh.
  expect(done).toEqual({
    sheet: "Emerge scenario",
    table: "EmergeCriteria2",
    dropdowns: true,
    next: "fill in the Value column of table EmergeCriteria2",
  });
  const sheet = workbook.sheet("Emerge scenario")!;
  expect(host.activeSheet).toBe(sheet);
  const table = workbook.table("EmergeCriteria2")!;
  expect(table).toMatchObject({ sheet, row: 2, col: 0, cols: 3 });
  expect(table.rows).toBe(scenarioTemplate("emerge").rows.length);

  // Nothing given yet: the per-job cell says location is required, never a number.
  const f4 = parseCellAddress("F4");
  expect(sheet.get(f4.row, f4.col)?.value).toMatchObject({ error: "#VALUE!" });
  expect(JSON.stringify(sheet.get(f4.row, f4.col)?.value)).toContain("location is required");

  // location qoz: base $2,500 + c.(1)(q) $1,000 (a qoz is an opportunity zone) = $3,500.
  const locationRow = 3 + scenarioTemplate("emerge").rows.findIndex((r) => r.name === "location");
  await host.excel.run(async (ctx) => {
    ctx.workbook.worksheets
      .getItemOrNullObject("Emerge scenario")
      .getRange(`B${locationRow + 1}`).values = [["qoz"]];
  });
  await host.recalculate();
  expect(sheet.get(f4.row, f4.col)?.value).toBe(3500);

  const [explained] = await explainCells(
    [
      {
        sheet: sheet.name,
        row: f4.row,
        col: f4.col,
        formula: sheet.get(f4.row, f4.col)!.formula,
        value: 3500,
        spillParent: null,
      },
    ],
    new ExcelReader(host.excel),
  );
  expect(explained.kind).toBe("explained");
  if (explained.kind !== "explained") return;
  expect(explained.calls[0].status).toBe("ok");
  expect(explained.calls[0].result?.perJobCredit).toBe("3500.00");
  expect(explained.calls[0].inputs.find((i) => i.name === "location")?.source).toContain(
    `'Emerge scenario'!B${locationRow + 1}`,
  );
});

test("New portfolio in the preview: five projects, one per location category, computed and explained", async () => {
  const workbook = await calculateSample();
  const host = new PreviewHost(workbook, new Calculator(workbook, await sourceFunctionRegistry()));
  const done = await insertScenario(host.excel as unknown as ScenarioHost, "portfolio");
  // The sample has a Portfolio sheet and a Projects table already: both are named afresh.
  expect(done).toEqual({
    sheet: "Portfolio (2)",
    table: "Projects2",
    dropdowns: true,
    next: "add a row per project to table Projects2",
  });
  const sheet = workbook.sheet("Portfolio (2)")!;
  const template = portfolioTemplate("Projects2");
  expect(workbook.table("Projects2")).toMatchObject({ sheet, row: 3, col: 0, rows: 5, cols: 7 });
  // Its formulas, right of the table: each project's per-job credit, then its annual credit
  // (the five worked by hand in test/functions/portfolio.test.ts: 5,000.00, 3,741.94, 4,250.00,
  // 4,000.00 and 3,000.00 a job; × 300, 120, 450, 40 and 1,200 new jobs).
  const column = (formula: number, col: number) => {
    const at = parseCellAddress(template.layout.formulas[formula].address);
    return Array.from({ length: 6 }, (_, r) => sheet.get(at.row + r, at.col + col)?.value);
  };
  expect(column(0, 2)).toEqual(["Per-job annual credit", 5000, 3741.94, 4250, 4000, 3000]);
  expect(column(1, 1)).toEqual(["Annual credit", 1500000, 449032.8, 1912500, 160000, 3600000]);
  // The pane explains the second project's row through the new table, with its own cells.
  const at = parseCellAddress(template.layout.formulas[0].address);
  const [explained] = await explainCells(
    [
      {
        sheet: sheet.name,
        row: at.row + 2,
        col: at.col + 2,
        formula: null,
        value: 3741.94,
        spillParent: {
          row: at.row,
          col: at.col,
          formula: template.layout.formulas[0].value,
          value: "id",
        },
      },
    ],
    new ExcelReader(host.excel),
  );
  if (explained.kind !== "explained") throw new Error("not explained");
  expect(explained.calls[0].result?.perJobCredit).toBe("3741.94");
  expect(explained.calls[0].inputs.find((i) => i.name === "location")?.source).toBe(
    "table: 'Portfolio (2)'!B6 (this project's row)",
  );
});
