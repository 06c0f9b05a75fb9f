/**
 * The scenario templates in the preview: the pane's writer runs against the preview's stand-in
 * for Excel, the new sheet's table is a table of the model, its formulas calculate through the
 * add-in's functions, and the pane explains them with the criteria read from the table.
 */
import { calculateSample, sourceFunctionRegistry } from "../../scripts/make-sample-workbook";
import { PreviewHost } from "../../src/preview/host";
import { Calculator, parseCellAddress } from "../../src/preview/workbook";
import { scenarioTemplate } from "../../src/excel/templates";
import { ExcelReader } from "../../src/taskpane/excel";
import { explainCells } from "../../src/taskpane/explain";
import { insertScenario, type ScenarioHost } from "../../src/taskpane/templates";

jest.setTimeout(60000);

test("New Emerge scenario in the preview: a table sheet whose formulas compute and are explained", async () => {
  const workbook = await calculateSample();
  const host = new PreviewHost(workbook, new Calculator(workbook, await sourceFunctionRegistry()));
  const done = await insertScenario(host.excel as unknown as ScenarioHost, "emerge");
  // The sample has a table EmergeCriteria already: the template's is named afresh.
  expect(done).toEqual({ sheet: "Emerge scenario", table: "EmergeCriteria2", dropdowns: true });
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
