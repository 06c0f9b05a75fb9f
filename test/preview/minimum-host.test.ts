/**
 * The add-in on a host with only the requirement sets the manifests declare (issue 29, item 4;
 * docs/office-apis.md): ExcelApi 1.7, CustomFunctionsRuntime 1.3, SharedRuntime 1.1, and
 * Office's common sets. The stand-in host answers `isSetSupported` so, and fails the batch of any
 * call above them (ApiNotFound at the next sync, as Excel does). The functions return plain
 * numbers (no data types below CustomFunctionsRuntime 1.4), the pane still explains every cell
 * and writes a template, without its dropdowns, and nothing throws.
 */
import { insertScenario } from "../../src/taskpane/templates";
import { builtFunctions, creditCells, paneOn, sampleHost } from "../support/sample-host";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { requirements } = require("../../scripts/manifest-source.js") as {
  requirements: { name: string; minVersion: string }[];
};

const version = (text: string) => text.split(".").map(Number);
const atMost = (a: number[], b: number[]) => a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]);

/** The declared minimum: a declared set up to its version; Office's common sets (1.1). */
function declaredOnly(set: string, asked = "1.1"): boolean {
  const declared = requirements.find((r) => r.name === set);
  if (declared) return atMost(version(asked), version(declared.minVersion));
  return !/^(ExcelApi|CustomFunctionsRuntime|SharedRuntime)$/.test(set);
}

test("the declared minimum is what the manifests say", () => {
  expect(requirements.map((r) => `${r.name} ${r.minVersion}`)).toEqual([
    "SharedRuntime 1.1",
    "ExcelApi 1.7",
    "CustomFunctionsRuntime 1.3",
  ]);
  expect(declaredOnly("ExcelApi", "1.7")).toBe(true);
  expect(declaredOnly("ExcelApi", "1.8")).toBe(false);
  expect(declaredOnly("CustomFunctionsRuntime", "1.4")).toBe(false);
});

test("the functions return plain numbers; on a full host, formatted ones", async () => {
  /** What PERJOB, called as Excel calls it, returns on a host. */
  const perJob = async (supports?: (set: string, v?: string) => boolean) => {
    // The Office global is this host's; a fresh load of functions.js asks it at its first call.
    await sampleHost(supports);
    const fn = builtFunctions().get("NJCREDIT.PERJOB")!.fn;
    return fn("enhanced", "new", [
      ["newJobs", 300],
      ["smallBusiness", true],
    ]);
  };
  // Below CustomFunctionsRuntime 1.4 an amount is a number; with it, a formatted number.
  // 3,500 base (enhanced area, s.75 b.) + 500 (c) for 300 new jobs (251 to 400, c.(1)(c))
  // + 500 (e) small business (c.(1)(e)) = 4,500.00, under the 6,000 limit (d.(2)).
  expect(await perJob(declaredOnly)).toBe(4500);
  expect(await perJob()).toEqual({
    type: "FormattedNumber",
    basicValue: 4500,
    numberFormat: "$#,##0.00",
  });
  // And every amount cell of the sample computes on the minimum host, to a number.
  const host = await sampleHost(declaredOnly);
  const cells = host.workbook
    .formulaCells()
    .filter((c) => /NJCREDIT\.(PERJOB|ANNUAL)|NJWIND\.CREDIT/i.test(c.cell.formula!));
  expect(cells.length).toBeGreaterThan(5);
  for (const c of cells)
    expect([c.cell.formula, typeof c.cell.value]).toEqual([c.cell.formula, "number"]);
});

test("the pane explains every cell of ours, spilled ones too, and nothing throws", async () => {
  const host = await sampleHost(declaredOnly);
  const { controller, messages } = paneOn(host);
  let explained = 0;
  let spilled = 0;
  for (const { sheet, row, col, key, spilled: isSpilled } of creditCells(host)) {
    host.select(sheet, row, col);
    const e = await controller.explainSelection();
    // Without ExcelApi 1.12 the pane cannot find a spilled cell's formula: it says so (or that
    // the cell is empty, for a blank in a spilled table).
    if (isSpilled) {
      expect(e?.kind).toBe("none");
      const message = (e as { message: string }).message;
      expect(message).toMatch(/which formula spilled it \(that needs ExcelApi 1\.12\)|is empty/);
      if (/ExcelApi 1\.12/.test(message)) spilled++;
    } else {
      expect([`${sheet.name}!${key}`, e?.kind]).toEqual([`${sheet.name}!${key}`, "explained"]);
      explained++;
    }
  }
  expect(messages).toEqual([]);
  expect(explained).toBeGreaterThan(20);
  expect(spilled).toBeGreaterThan(100);
});

test("a template is written without its dropdowns, and says so", async () => {
  const host = await sampleHost(declaredOnly);
  const inserted = await insertScenario(host.excel as never, "emerge");
  expect(inserted.dropdowns).toBe(false);
  const onFullHost = await insertScenario((await sampleHost()).excel as never, "emerge");
  expect(onFullHost.dropdowns).toBe(true);
});
