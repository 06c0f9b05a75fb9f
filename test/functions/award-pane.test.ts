/**
 * The pane explains an AWARD cell like any other: it finds the function through the registry
 * (FUNCTION_IDS, prepareCall), so NJCREDIT.AWARD is the annual calculation and NJWIND.AWARD the
 * wind schedule; the pane's only AWARD line keeps an entity's #VALUE! plain value from reading
 * as a stale cell.
 */
import { explainCell, type CellInfo } from "../../src/taskpane/explain";
import { FakeWorkbook } from "../taskpane/support/fakeWorkbook";
import { installCustomFunctionsStub } from "./stub";

beforeAll(installCustomFunctionsStub);

const at = (formula: string, value: CellInfo["value"]): CellInfo => ({
  sheet: "Credits",
  row: 0,
  col: 0,
  formula,
  value,
  spillParent: null,
});

test.each([
  ['=NJCREDIT.AWARD("enhanced",300,20)', "emerge.annual"],
  ['=NJWIND.AWARD("owner",80000000,{120},{"approvedJobs",150})', "wind.schedule"],
])("%s is explained as %s", async (formula, calc) => {
  const e = await explainCell(
    at(formula, "#VALUE!"),
    new FakeWorkbook({ sheets: { Credits: {} } }),
  );
  if (e.kind !== "explained") throw new Error(e.message);
  expect(e.calls[0]).toMatchObject({ status: "ok", calc });
  // Excel reads an entity cell's plain value as #VALUE!: that is no sign of a stale cell.
  expect(e.calls[0].notes.filter((n) => /The cell shows/.test(n))).toEqual([]);
});
