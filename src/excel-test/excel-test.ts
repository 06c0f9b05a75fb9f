/**
 * The real-Excel test page (issue 29, item 6; README "Testing in real Excel"). Opened as the
 * add-in's task pane by `npm run test:excel` (a test manifest whose pane is this page), inside
 * Excel it:
 *
 * 1. writes every case of cases.ts on a sheet of its own, one formula per CASE_ROWS rows;
 * 2. waits until Excel has calculated them (no cell shows #BUSY!);
 * 3. reads what each shows (a spill's last row, a grid whole, an entity card's text);
 * 4. selects the cells each case names and asks the pane's own code for their explanations;
 * 5. posts all of it to the test server (office-addin-test-server, Microsoft's pattern), which
 *    test/excel/compare.ts holds against the core's own answers.
 *
 * In `npm test`, where no Excel exists, the same page runs inside the preview's stand-in for
 * Excel (installPreviewHost), reporting to a test server the test starts.
 */
import { installPreviewHost } from "./preview-install";
import { pingTestServer, sendTestResults } from "office-addin-test-helpers";
import { ExcelReader, readActiveCell, type XlHost, type XlRange } from "../taskpane/excel";
import { explainCell } from "../taskpane/explain";
import {
  CASES,
  CASE_ROWS,
  EXCEL_TEST_SHEET,
  TEST_SERVER_PORT,
  type CaseResult,
  type ExcelCase,
  type ExcelTestReport,
} from "./cases";

/** What this page asks of a range beyond the pane's own reads. */
type TestRange = XlRange & {
  select(): void;
  valuesAsJson?: { type: string; text?: string }[][];
};

interface OfficeLike {
  onReady(): Promise<{ host: string | null; platform?: string | null }>;
  context?: { requirements?: { isSetSupported(name: string, version?: string): boolean } };
}

const globals = globalThis as unknown as { Office?: OfficeLike; Excel?: XlHost };

/** How long Excel may take to calculate every case (a first load compiles functions.js). */
const CALCULATION_SECONDS = 120;

const address = (k: number) => `B${1 + k * CASE_ROWS}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function status(text: string): void {
  const el = document.getElementById("status");
  if (el) el.textContent = text;
}

function supported(set: string, version: string): boolean {
  const requirements = globals.Office?.context?.requirements;
  return requirements ? requirements.isSetSupported(set, version) : false;
}

/** The sheet, written afresh: each case's name in column A and its formula in column B. */
async function writeCases(excel: XlHost): Promise<void> {
  await excel.run(async (ctx) => {
    const old = ctx.workbook.worksheets.getItemOrNullObject(EXCEL_TEST_SHEET);
    old.load("name");
    await ctx.sync();
    if (!old.isNullObject) old.delete?.();
    const ws = ctx.workbook.worksheets.add(EXCEL_TEST_SHEET);
    CASES.forEach((c, k) => {
      ws.getRange(`A${1 + k * CASE_ROWS}`).values = [[c.id]];
      ws.getRange(address(k)).formulas = [[c.formula]];
    });
    ws.activate();
    await ctx.sync();
  });
}

/** Waits until no case's cell shows #BUSY! (Excel computes custom functions asynchronously). */
async function calculated(excel: XlHost): Promise<void> {
  for (let second = 0; second < CALCULATION_SECONDS; second++) {
    const busy = await excel.run(async (ctx) => {
      const ws = ctx.workbook.worksheets.getItemOrNullObject(EXCEL_TEST_SHEET);
      const cells = CASES.map((_, k) => {
        const cell = ws.getRange(address(k));
        cell.load("values");
        return cell;
      });
      await ctx.sync();
      return cells.some((cell) => cell.values[0][0] === "#BUSY!");
    });
    if (!busy) return;
    await sleep(1000);
  }
  throw new Error(`the cases still show #BUSY! after ${CALCULATION_SECONDS} s`);
}

/** What one case's cell shows: as compare.ts reads it (a spill's last row, a grid whole). */
async function readCase(excel: XlHost, c: ExcelCase, k: number): Promise<CaseResult> {
  const spills =
    c.expect.kind === "spill" || c.expect.kind === "grid" || c.expect.kind === "comparison";
  const json = c.expect.kind === "entity" && supported("ExcelApi", "1.16");
  return excel.run(async (ctx) => {
    const ws = ctx.workbook.worksheets.getItemOrNullObject(EXCEL_TEST_SHEET);
    const cell = ws.getRange(address(k)) as TestRange;
    cell.load(json ? ["address", "values", "valuesAsJson"] : ["address", "values"]);
    const spill =
      spills && cell.getSpillingToRangeOrNullObject && supported("ExcelApi", "1.12")
        ? cell.getSpillingToRangeOrNullObject()
        : null;
    spill?.load(["values", "isNullObject"]);
    await ctx.sync();
    const whole = spill && !spill.isNullObject ? spill.values : cell.values;
    // A GRID is small and read whole; a table only by its last row (the total), so the report
    // stays within the URL the test server reads it from.
    const values =
      c.expect.kind === "spill" || c.expect.kind === "comparison"
        ? [whole[whole.length - 1]]
        : whole;
    const card = json ? cell.valuesAsJson?.[0]?.[0] : undefined;
    const shown = cell.values[0][0];
    const entityText =
      c.expect.kind !== "entity"
        ? null
        : card?.type === "Entity"
          ? (card.text ?? null)
          : typeof shown === "string"
            ? shown
            : null;
    return { id: c.id, address: cell.address, values, entityText };
  });
}

/** The pane's explanation of the cell `at` from case k's formula cell, as the pane finds it. */
async function explanationOf(
  excel: XlHost,
  k: number,
  at: { row: number; col: number },
): Promise<CaseResult["explanation"]> {
  await excel.run(async (ctx) => {
    const ws = ctx.workbook.worksheets.getItemOrNullObject(EXCEL_TEST_SHEET);
    (ws.getRange(address(k)).getCell(at.row, at.col) as TestRange).select();
    await ctx.sync();
  });
  const cell = await readActiveCell(excel);
  const e = await explainCell(cell, new ExcelReader(excel));
  if (e.kind !== "explained")
    return { status: e.kind, label: null, value: null, message: e.message };
  const call = e.calls[0];
  const fact = call?.facts[0];
  return {
    status: call?.status ?? "none",
    label: fact?.label ?? null,
    value: fact?.value ?? null,
    ...(call?.message ? { message: call.message } : {}),
  };
}

export async function runCases(excel: XlHost, host: string): Promise<ExcelTestReport> {
  const report: ExcelTestReport = {
    host,
    userAgent: navigator.userAgent,
    results: [],
    failure: null,
  };
  try {
    status("Writing the cases…");
    await writeCases(excel);
    status("Waiting for Excel to calculate…");
    await calculated(excel);
    status("Reading the results…");
    for (let k = 0; k < CASES.length; k++) report.results.push(await readCase(excel, CASES[k], k));
    status("Asking the pane for explanations…");
    for (let k = 0; k < CASES.length; k++) {
      const at = CASES[k].explain;
      if (at) report.results[k].explanation = await explanationOf(excel, k, at);
    }
  } catch (err) {
    report.failure = err instanceof Error ? err.message : String(err);
  }
  return report;
}

function show(report: ExcelTestReport): void {
  const table = document.getElementById("results");
  if (!table) return;
  const rows = report.results.map((r) => {
    const tr = document.createElement("tr");
    for (const text of [r.id, r.address, JSON.stringify(r.values), r.explanation?.value ?? ""]) {
      const td = document.createElement("td");
      td.textContent = text;
      tr.append(td);
    }
    return tr;
  });
  table.replaceChildren(...rows);
}

async function main(): Promise<void> {
  const office = globals.Office;
  const excel = globals.Excel;
  if (!office || !excel) {
    status("Office is not here: open this page as the test add-in's task pane in Excel.");
    return;
  }
  const info = await office.onReady();
  const server = await pingTestServer(TEST_SERVER_PORT).then(
    (r) => r.status === 200,
    () => false,
  );
  const report = await runCases(excel, `${info.host ?? "no host"} ${info.platform ?? ""}`.trim());
  show(report);
  if (!server) {
    status(
      `Done (${report.failure ?? "every case read"}); no test server on port ${TEST_SERVER_PORT}, so nothing was sent.`,
    );
    return;
  }
  const sent = await sendTestResults(report, TEST_SERVER_PORT);
  status(sent ? "Done: the results were sent to the test server." : "Done, but sending failed.");
  document.body.dataset.state = "done";
}

// At load, before functions.js (the page's next script) registers the functions.
installPreviewHost();
void main();
