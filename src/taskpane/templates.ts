/**
 * "New Emerge scenario" / "New wind scenario" / "New portfolio": writes a template sheet
 * (src/excel/templates.ts says what goes where) with Excel.run — the inputs as an Excel table
 * with dropdowns and number formats, and the formulas that read the table. The pane's buttons and the ribbon's
 * (ExecuteFunction actions, associated in the shared runtime) both call `insertScenario`.
 */
import { freeSheetName, freeTableName } from "./audit";
import { excelApiSupported } from "./excel";
import { TEMPLATE_ACTIONS, addressSize, sheetTemplate, type TemplateId } from "../excel/templates";

/** The `Excel` global's entry point, as @types/office-js declares it. */
export interface ScenarioHost {
  run<T>(batch: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
}

export interface InsertedScenario {
  sheet: string;
  table: string;
  /** False when this Excel has no data validation (ExcelApi 1.8): the choices are not offered. */
  dropdowns: boolean;
  /** What to do next ("fill in the Value column of table EmergeCriteria"). */
  next: string;
}

/** A 2-D array of one value, the size of `address` (what Range.numberFormat takes). */
function filled<T>(address: string, value: T): T[][] {
  const { rows, columns } = addressSize(address);
  return Array.from({ length: rows }, () => Array.from({ length: columns }, () => value));
}

/** Inserts the template as a new sheet (named afresh when taken) and shows it. */
export function insertScenario(excel: ScenarioHost, id: TemplateId): Promise<InsertedScenario> {
  return excel.run(async (ctx) => {
    const sheets = ctx.workbook.worksheets;
    sheets.load("items/name");
    const tables = ctx.workbook.tables;
    tables.load("items/name");
    await ctx.sync();

    const base = sheetTemplate(id);
    const tableName = freeTableName(
      tables.items.map((t) => t.name),
      base.tableName,
    );
    const template = sheetTemplate(id, tableName);
    const layout = template.layout;
    const sheetName = freeSheetName(
      sheets.items.map((s) => s.name),
      template.sheetName,
    );
    const ws = sheets.add(sheetName);

    for (const t of [...layout.texts, ...layout.labels])
      ws.getRange(t.address).values = [[t.value]];
    ws.getRange(layout.texts[0].address).format.font.bold = true;
    ws.getRange(layout.texts[0].address).format.font.size = 14;
    // Formats before values: a name or meaning written into "@" cells stays text.
    for (const f of layout.formats)
      ws.getRange(f.address).numberFormat = filled(f.address, f.value);
    ws.getRange(layout.table.address).values = layout.table.values.map((row) =>
      row.map((v) => v ?? ""),
    );
    const table = ws.tables.add(layout.table.address, true);
    table.name = tableName;
    table.style = "TableStyleMedium2";

    const dropdowns = excelApiSupported("1.8");
    if (dropdowns) {
      for (const v of layout.validations) {
        const range = ws.getRange(v.address);
        range.dataValidation.rule = {
          list: { inCellDropDown: true, source: v.value.join(",") },
        };
        range.dataValidation.errorAlert = {
          showAlert: true,
          style: "Stop",
          title: "Not one of the choices",
          message: `Choose one of: ${v.value.join(", ")}`,
        };
      }
    }
    for (const f of layout.formulas) ws.getRange(f.address).formulas = [[f.value]];

    template.widths.forEach((width, i) => {
      ws.getRangeByIndexes(0, i, 1, 1).getEntireColumn().format.columnWidth = width;
    });
    ws.activate();
    await ctx.sync();
    return { sheet: sheetName, table: tableName, dropdowns, next: template.next };
  });
}

/** What the pane shows while and after a template is inserted. */
export interface ScenarioFeedback {
  status(text: string): void;
  message(text: string, kind: "info" | "problem"): void;
}

/** Inserts a template, saying what happened (never throws). */
export async function newScenario(
  excel: ScenarioHost,
  id: TemplateId,
  feedback: ScenarioFeedback,
): Promise<InsertedScenario | null> {
  const { label } = TEMPLATE_ACTIONS[id];
  feedback.status(`${label}: writing the sheet…`);
  try {
    const done = await insertScenario(excel, id);
    feedback.status(
      `Sheet "${done.sheet}" written: ${done.next}.${done.dropdowns ? "" : " (This Excel offers no dropdowns: ExcelApi 1.8 is missing.)"}`,
    );
    return done;
  } catch (err) {
    feedback.status("");
    feedback.message(
      `Could not write the scenario sheet: ${err instanceof Error ? err.message : String(err)}`,
      "problem",
    );
    return null;
  }
}

/** The part of the Office global the ribbon's commands need (SharedRuntime: Office.actions). */
export interface ActionsHost {
  actions?: { associate(name: string, handler: (event: { completed(): void }) => void): void };
}

/**
 * Wires the pane's buttons (ids "new-emerge", "new-wind", "new-portfolio") and the ribbon's ExecuteFunction
 * commands to `newScenario`. The ribbon's commands run in the shared runtime whether or not the
 * pane is shown; each tells Office it is done, or Office waits on it.
 */
export function wireScenarios(
  doc: Document,
  office: ActionsHost,
  excel: ScenarioHost,
  feedback: ScenarioFeedback,
): void {
  for (const id of ["emerge", "wind", "portfolio"] as const) {
    const button = doc.getElementById(`new-${id}`);
    button?.addEventListener("click", async () => {
      button.setAttribute("disabled", "");
      try {
        await newScenario(excel, id, feedback);
      } finally {
        button.removeAttribute("disabled");
      }
    });
    office.actions?.associate(TEMPLATE_ACTIONS[id].action, (event) => {
      void newScenario(excel, id, feedback).finally(() => event.completed());
    });
  }
}
