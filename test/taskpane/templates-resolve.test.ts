/**
 * A template sheet's formulas, explained by the pane: the criteria argument is a structured
 * reference (EmergeCriteria[[Name]:[Value]]) and the resolver reads the table's data rows as
 * they are now — a row added below the template's rows included.
 */
import { columnLetters } from "../../src/excel/references";
import { scenarioTemplate, templateLayout } from "../../src/excel/templates";
import { explainCells, type CallExplanation, type CellInfo } from "../../src/taskpane/explain";
import { resolveCalls } from "../../src/taskpane/resolve";
import { parseFormula, type FormulaNode } from "../../src/excel/formula";
import { FakeWorkbook, type Cells } from "./support/fakeWorkbook";

const SHEET = "Emerge scenario";
const template = scenarioTemplate("emerge");
const layout = templateLayout(template);
const rowOf = (name: string) => template.rows.findIndex((r) => r.name === name) + 4;

/** The template's cells, with `values` filled in and `extra` rows added below the table. */
function sheet(values: Record<string, string | number | boolean>, extra: [string, number][] = []) {
  const cells: Cells = {};
  layout.table.values.forEach((row, r) =>
    row.forEach((v, c) => {
      if (v !== null) cells[`${columnLetters(c)}${r + 3}`] = v;
    }),
  );
  for (const [name, value] of Object.entries(values)) cells[`B${rowOf(name)}`] = value;
  const last = 3 + template.rows.length;
  // A row the user added for an input is one whose template row they cleared (a name given
  // twice, even once empty, is an error, as in Excel).
  for (const [name] of extra) {
    delete cells[`A${rowOf(name)}`];
    delete cells[`C${rowOf(name)}`];
  }
  extra.forEach(([name, value], i) => {
    cells[`A${last + 1 + i}`] = name;
    cells[`B${last + 1 + i}`] = value;
  });
  for (const f of layout.formulas) cells[f.address] = f.value;
  return new FakeWorkbook({
    sheets: { [SHEET]: cells },
    tables: { EmergeCriteria: `'${SHEET}'!A3:C${last + extra.length}` },
  });
}

const cellOf = (address: string, formula: string): CellInfo => {
  const m = /^([A-Z]+)(\d+)$/.exec(address)!;
  return {
    sheet: SHEET,
    row: Number(m[2]) - 1,
    col: m[1].charCodeAt(0) - 65,
    formula,
    value: null,
    spillParent: null,
  };
};

async function explain(wb: FakeWorkbook, index: number): Promise<CallExplanation> {
  const f = layout.formulas[index];
  const [e] = await explainCells([cellOf(f.address, f.value)], wb);
  if (e.kind !== "explained") throw new Error(`not explained: ${e.message}`);
  return e.calls[0];
}

test("PERJOB on a template sheet: the criteria come from the table's Name and Value columns", async () => {
  // qoz (tier 4): base $2,500 + c.(1)(q) $1,000 (a qoz is an opportunity zone by default)
  // = $3,500, under the tier's $4,000 limit.
  const wb = sheet({ location: "qoz" });
  const call = await explain(wb, 0);
  expect(call.status).toBe("ok");
  expect(call.result?.perJobCredit).toBe("3500.00");
  const location = call.inputs.find((i) => i.name === "location");
  expect(location?.source).toContain(`'${SHEET}'!B${rowOf("location")}`);
  // One read: the table (its header and data rows), nothing else.
  expect(wb.requests).toEqual([{ kind: "table", table: "EmergeCriteria", sheet: SHEET }]);
});

test("a row added below the template's rows is read (the table grew)", async () => {
  // newJobs 400 in a new row below, the template's own newJobs row cleared. qoz: $2,500 + (q) $1,000 + c.(1)(c) $500 for 400 new jobs
  // = $4,000 per job (the tier's limit); annual: 400 × $4,000.00 = $1,600,000.00.
  const wb = sheet({ location: "qoz" }, [["newJobs", 400]]);
  const annual = await explain(wb, 1);
  expect(annual.message).toBeNull();
  expect(annual.status).toBe("ok");
  expect(annual.result?.annualCredit).toBe("1600000.00");
  const newJobs = annual.inputs.find((i) => i.name === "newJobs");
  expect(newJobs?.source).toContain(`B${4 + template.rows.length}`);
});

test("the resolver names what it cannot read in a structured reference", async () => {
  const wb = sheet({ location: "qoz" });
  const args = (formula: string) =>
    (parseFormula(formula) as Extract<FormulaNode, { kind: "call" }>).args;
  const [[missing, headers, row, noTable, column, all, allTwo]] = await resolveCalls(
    [
      {
        args: args(
          "=F(EmergeCriteria[[Name]:[Worth]], EmergeCriteria[#Headers], EmergeCriteria[@Value], Nowhere[Value], EmergeCriteria[Value], EmergeCriteria[#All], EmergeCriteria[[#All],[Value]])",
        ),
        sheet: SHEET,
      },
    ],
    wb,
  );
  expect(missing).toMatchObject({ status: "unresolved" });
  expect(missing.status === "unresolved" && missing.reason).toContain("no column Worth");
  expect(headers.status === "unresolved" && headers.reason).toContain("#Headers");
  expect(row.status === "unresolved" && row.reason).toContain("this row");
  expect(noTable.status === "unresolved" && noTable.reason).toBe("there is no table named Nowhere");
  // One column: the Value cells, every data row.
  expect(column).toMatchObject({
    status: "value",
    source: { kind: "cells", address: `'${SHEET}'!B4:B${3 + template.rows.length}` },
  });
  // [#All]: the header row above the data rows (a PORTFOLIO's table), every column or some.
  expect(all).toMatchObject({
    status: "value",
    source: { kind: "cells", address: `'${SHEET}'!A3:C${3 + template.rows.length}` },
  });
  expect(all.status === "value" && (all.value as unknown[][])[0].slice(0, 2)).toEqual([
    "Name",
    "Value",
  ]);
  expect(allTwo).toMatchObject({
    status: "value",
    source: { kind: "cells", address: `'${SHEET}'!B3:B${3 + template.rows.length}` },
  });
  expect(allTwo.status === "value" && (allTwo.value as unknown[][])[0]).toEqual(["Value"]);
});
