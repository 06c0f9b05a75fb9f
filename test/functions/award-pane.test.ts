/**
 * The pane explains an AWARD cell as it explains the function it cards: it finds the function
 * through the registry (FUNCTION_IDS, prepareCall), so NJCREDIT.AWARD is NJCREDIT.ANNUAL's
 * calculation and NJWIND.AWARD NJWIND.CREDIT's; the pane's only AWARD line keeps an entity's
 * #VALUE! plain value from reading as a stale cell.
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

async function call(formula: string, value: CellInfo["value"]) {
  const e = await explainCell(at(formula, value), new FakeWorkbook({ sheets: { Credits: {} } }));
  if (e.kind !== "explained") throw new Error(e.message);
  return e.calls[0];
}

test.each([
  ['NJCREDIT.AWARD("enhanced",300,20)', 'NJCREDIT.ANNUAL("enhanced",300,20)', "emerge.annual"],
  [
    'NJWIND.AWARD("owner",80000000,{120},{"approvedJobs",150})',
    'NJWIND.CREDIT("owner",80000000,{120},{"approvedJobs",150})',
    "wind.schedule",
  ],
])("=%s is explained as =%s", async (award, plain, calc) => {
  const a = await call(`=${award}`, "#VALUE!");
  const p = await call(`=${plain}`, null);
  expect(a).toMatchObject({ calc, status: p.status, message: p.message, facts: p.facts });
  // Excel reads an entity cell's plain value as #VALUE!: that is no sign of a stale cell.
  expect(a.notes.filter((n) => /The cell shows/.test(n))).toEqual([]);
});
