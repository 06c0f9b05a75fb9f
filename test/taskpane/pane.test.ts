/**
 * The pane's Excel side with office-addin-mock: the mock fails a read of any property that was
 * not loaded and synced, so these tests check that the pane loads what it reads, reads the
 * active cell and its spill parent, reads argument ranges and names in one batch, and that the
 * controller renders the explanation of the selected cell (or the message for a plain cell).
 */
import { isAddinSheet } from "../../src/taskpane/about";
import { OfficeMockObject } from "office-addin-mock";

// office-addin-mock needs only the OfficeApp names from office-addin-manifest, whose own
// dependencies are ES modules jest cannot load as they are; this stands in for it.
jest.mock("office-addin-manifest", () => ({
  OfficeApp: {
    Excel: "excel",
    OneNote: "onenote",
    Outlook: "outlook",
    PowerPoint: "powerpoint",
    Project: "project",
    Word: "word",
  },
}));
import { createController } from "../../src/taskpane/controller";
import {
  ExcelReader,
  findFunctionCells,
  namesWholeRowsOrColumns,
  readActiveCell,
  type XlHost,
} from "../../src/taskpane/excel";
import type { CellExplanation } from "../../src/taskpane/explain";

/** office-addin-mock keeps data properties behind load/sync; isNullObject is readable after any sync. */
function setNull(obj: Record<string, unknown>, isNull: boolean): void {
  obj.isNullObject = isNull;
}

const PERJOB = "=NJCREDIT.PERJOB('Project inputs'!B1,,'Project inputs'!A3:B6)";

function range(
  address: string,
  rowIndex: number,
  columnIndex: number,
  values: unknown[][],
  formulas?: unknown[][],
) {
  return {
    address,
    rowIndex,
    columnIndex,
    values,
    formulas: formulas ?? values,
    valueTypes: values.map((r) =>
      r.map((v) =>
        v === "" ? "Empty" : typeof v === "string" && v.startsWith("#") ? "Error" : "String",
      ),
    ),
  };
}

/** A workbook as office-addin-mock data: the selection on Credits!B2 or on a spill child. */
function excelMock(selection: "credit" | "plain" | "spill-child"): {
  host: XlHost;
  root: OfficeMockObject;
} {
  const active =
    selection === "credit"
      ? range("Credits!B2", 1, 1, [[4153.85]], [[PERJOB]])
      : selection === "plain"
        ? range("Credits!A1", 0, 0, [["Plain"]])
        : range("Credits!B3", 2, 1, [[1]], [[1]]);
  const data = {
    context: {
      workbook: {
        activeCell: {
          ...active,
          parent:
            selection === "spill-child"
              ? range("Credits!B2", 1, 1, [[4153.85]], [[PERJOB]])
              : range("Credits!A1", 0, 0, [[""]]),
          getSpillParentOrNullObject: function (this: { parent: unknown }) {
            return this.parent;
          },
        },
        getActiveCell: function (this: { activeCell: unknown }) {
          return this.activeCell;
        },
        names: {
          Criteria: {
            name: "Criteria",
            type: "Range",
            value: "'Project inputs'!$A$3:$B$6",
            target: range("'Project inputs'!A3:B6", 2, 0, [
              ["smallBusiness", true],
              ["newJobs", 300],
              ["Project median salary", 60000],
              ["benchmarkMedianSalary", 65000],
            ]),
            getRangeOrNullObject: function (this: { target: unknown }) {
              return this.target;
            },
          },
          missing: { name: "", type: "", value: "" },
          getItemOrNullObject: function (this: Record<string, unknown>, name: string) {
            return name === "Criteria" ? this.Criteria : this.missing;
          },
        },
        worksheets: {
          inputs: {
            name: "Project inputs",
            names: {
              missing: { name: "", type: "", value: "" },
              getItemOrNullObject: function (this: { missing: unknown }) {
                return this.missing;
              },
            },
            b1: range("'Project inputs'!B1", 0, 1, [["enhanced"]]),
            criteria: range("'Project inputs'!A3:B6", 2, 0, [
              ["smallBusiness", true],
              ["newJobs", 300],
              ["Project median salary", 60000],
              ["benchmarkMedianSalary", 65000],
            ]),
            d1: range("'Project inputs'!D1", 0, 3, [["#N/A"]]),
            getRange: function (this: Record<string, unknown>, address: string) {
              return address === "B1" ? this.b1 : address === "D1" ? this.d1 : this.criteria;
            },
          },
          missing: { name: "" },
          getItemOrNullObject: function (this: Record<string, unknown>, name: string) {
            return name === "Project inputs" ? this.inputs : this.missing;
          },
        },
      },
    },
    run: async function (this: { context: unknown }, batch: (ctx: unknown) => Promise<unknown>) {
      return batch(this.context);
    },
  };
  const root = new OfficeMockObject(data);
  const wb = root.context.workbook;
  setNull(wb.activeCell, false);
  setNull(wb.activeCell.parent, selection !== "spill-child");
  setNull(wb.names.Criteria, false);
  setNull(wb.names.Criteria.target, false);
  setNull(wb.names.missing, true);
  setNull(wb.worksheets.inputs, false);
  setNull(wb.worksheets.inputs.names.missing, true);
  for (const k of ["b1", "criteria", "d1"]) setNull(wb.worksheets.inputs[k], false);
  setNull(wb.worksheets.missing, true);
  return { host: root as unknown as XlHost, root };
}

describe("reading the workbook through the Excel API (office-addin-mock)", () => {
  test("the active cell: formula, value, position; no spill parent", async () => {
    const cell = await readActiveCell(excelMock("credit").host);
    expect(cell).toEqual({
      sheet: "Credits",
      row: 1,
      col: 1,
      formula: PERJOB,
      value: 4153.85,
      spillParent: null,
    });
  });

  test("a spill child carries its spill parent's formula", async () => {
    const cell = await readActiveCell(excelMock("spill-child").host);
    expect(cell.row).toBe(2);
    expect(cell.formula).toBeNull();
    expect(cell.spillParent).toEqual({ row: 1, col: 1, formula: PERJOB, value: 4153.85 });
  });

  test("a host without ExcelApi 1.12 is not asked for spill parents (the batch would fail)", async () => {
    const g = globalThis as { Office?: unknown };
    const asked: string[] = [];
    g.Office = {
      context: {
        requirements: {
          isSetSupported: (name: string, version: string) => {
            asked.push(`${name} ${version}`);
            return version !== "1.12";
          },
        },
      },
    };
    try {
      const cell = await readActiveCell(excelMock("spill-child").host);
      expect(cell.spillParent).toBeNull();
      expect(asked).toContain("ExcelApi 1.12");
    } finally {
      delete g.Office;
    }
  });

  test("a name over whole columns or rows is recognised (to be cut to the used range)", () => {
    expect(namesWholeRowsOrColumns("Criteria!$A:$B")).toBe(true);
    expect(namesWholeRowsOrColumns("='Project inputs'!$3:$5")).toBe(true);
    expect(namesWholeRowsOrColumns("Criteria!$A$1:$B$4")).toBe(false);
    expect(namesWholeRowsOrColumns("#REF!")).toBe(false);
    expect(namesWholeRowsOrColumns(0.5)).toBe(false);
  });

  test("ranges, names, errors and missing sheets in one batch", async () => {
    const reader = new ExcelReader(excelMock("credit").host);
    const results = await reader.read([
      { kind: "range", sheet: "Project inputs", address: "B1" },
      { kind: "name", name: "Criteria", sheet: "Credits" },
      { kind: "name", name: "Nope", sheet: "Project inputs" },
      { kind: "range", sheet: "Nowhere", address: "A1" },
      { kind: "range", sheet: "Project inputs", address: "D1" },
    ]);
    expect(results[0]).toEqual({
      kind: "cells",
      sheet: "Project inputs",
      address: "B1",
      row: 0,
      col: 1,
      values: [["enhanced"]],
      errors: [],
    });
    expect(results[1]).toMatchObject({
      kind: "cells",
      sheet: "Project inputs",
      address: "A3:B6",
      row: 2,
      col: 0,
    });
    expect(results[2]).toEqual({
      kind: "failed",
      reason: "there is no name Nope in this workbook",
    });
    expect(results[3]).toEqual({ kind: "failed", reason: "there is no sheet named Nowhere" });
    expect(results[4]).toMatchObject({
      kind: "cells",
      errors: [{ row: 0, col: 0, value: "#N/A" }],
    });
  });
});

describe("the controller", () => {
  function harness(selection: "credit" | "plain" | "spill-child") {
    const rendered: CellExplanation[] = [];
    const messages: string[] = [];
    const statuses: string[] = [];
    const controller = createController({
      excel: excelMock(selection).host,
      render: (e) => rendered.push(e),
      message: (t) => messages.push(t),
      status: (t) => statuses.push(t),
    });
    return { controller, rendered, messages, statuses };
  }

  test("a selection change on a credit cell renders its explanation", async () => {
    const { controller, rendered, messages, statuses } = harness("credit");
    const e = await controller.explainSelection();
    expect(messages).toEqual([]);
    expect(rendered).toHaveLength(1);
    // The status line (the live region) gets one sentence, not the whole explanation.
    expect(statuses).toEqual([
      "Explained Credits!B2: NJCREDIT.PERJOB, Per-job annual credit $4,153.85.",
    ]);
    if (e?.kind !== "explained") throw new Error("expected an explanation");
    // enhanced: 3,500 + 500 (c) + 500 (e) = 4,500; × 60,000 / 65,000 = 4,153.85
    expect(e.calls[0].facts[0]).toEqual({ label: "Per-job annual credit", value: "$4,153.85" });
    expect(e.calls[0].inputs.find((i) => i.name === "location")?.source).toBe(
      "location: 'Project inputs'!B1",
    );
  });

  test("a spill child is explained from the parent's formula", async () => {
    const { controller } = harness("spill-child");
    const e = await controller.explainSelection();
    if (e?.kind !== "explained") throw new Error("expected an explanation");
    expect(e.spillParentAddress).toBe("Credits!B2");
    expect(e.calls[0].facts[0].value).toBe("$4,153.85");
  });

  test("a plain cell renders the short message", async () => {
    const { controller, rendered, statuses } = harness("plain");
    const e = await controller.explainSelection();
    expect(e).toMatchObject({ kind: "none", message: expect.stringMatching(/no formula/) });
    expect(rendered).toHaveLength(1);
    expect(statuses[0]).toMatch(/^Credits!A1: This cell has no formula\./);
  });

  test("when selections come quickly only the latest is rendered", async () => {
    const { controller, rendered } = harness("credit");
    const first = controller.explainSelection();
    const second = controller.explainSelection();
    expect(await first).toBeNull();
    expect(await second).not.toBeNull();
    expect(rendered).toHaveLength(1);
  });

  test("an Excel failure is reported as a message, not thrown", async () => {
    const messages: string[] = [];
    const controller = createController({
      excel: { run: () => Promise.reject(new Error("RichApi.Error: the workbook is busy")) },
      render: () => undefined,
      message: (t) => messages.push(t),
      status: () => undefined,
    });
    expect(await controller.explainSelection()).toBeNull();
    expect(messages).toEqual([
      "Could not read the selected cell: RichApi.Error: the workbook is busy",
    ]);
  });
});

describe("scanning the workbook for the audit", () => {
  /**
   * A hand-made host over one sheet whose used range is B2:C6 (5 rows × 2 columns): it records
   * every block read and refuses a block's formulas before a sync, as Excel does.
   */
  function scanHost(formulas: Record<string, string>): { host: XlHost; reads: string[] } {
    const reads: string[] = [];
    let synced = 0;
    const at = (r: number, c: number) => `${String.fromCharCode(65 + c)}${r + 1}`;
    const block = (row: number, col: number, rows: number, cols: number) => {
      let loadedAt = -1;
      const grid = (f: (k: string) => unknown) =>
        Array.from({ length: rows }, (_, r) =>
          Array.from({ length: cols }, (_, c) => f(at(row + r, col + c))),
        );
      return {
        load: () => {
          loadedAt = synced;
        },
        get formulas() {
          if (loadedAt < 0 || synced <= loadedAt) throw new Error("formulas read before sync");
          return grid((k) => formulas[k] ?? "");
        },
        get values() {
          return grid((k) => (formulas[k] ? 1 : ""));
        },
        getCell: () => ({}),
      };
    };
    const sheet = {
      name: "Big",
      getUsedRangeOrNullObject: () => ({
        isNullObject: false,
        rowIndex: 1,
        columnIndex: 1,
        rowCount: 5,
        columnCount: 2,
        load: () => undefined,
      }),
      getRangeByIndexes: (row: number, col: number, rows: number, cols: number) => {
        reads.push(`${at(row, col)}:${at(row + rows - 1, col + cols - 1)}`);
        return block(row, col, rows, cols);
      },
    };
    const ctx = {
      workbook: { worksheets: { items: [sheet], load: () => undefined } },
      sync: async () => {
        synced++;
      },
    };
    return {
      host: { run: (batch) => batch(ctx as never) } as XlHost,
      reads,
    };
  }

  test("the used range is read in blocks of whole rows, and every call is found", async () => {
    const { host, reads } = scanHost({
      B2: "=NJCREDIT.PERJOB(A1)",
      C4: "=1+NJWIND.CREDIT(A1,A2)",
      B6: "=_xldudf_NJCREDIT_MINWAGE(2025)",
      C6: "=SUM(A1:A3)",
    });
    // A2 first (the mark of a sheet the add-in wrote, which is never audited); then 5 cells a
    // read over 2 columns: 2 rows a block → B2:C3, B4:C5, B6:C6.
    const cells = await findFunctionCells(host, 5);
    expect(reads).toEqual(["A2:A2", "B2:C3", "B4:C5", "B6:C6"]);
    expect(cells.map((c) => [c.row, c.col, c.formula])).toEqual([
      [1, 1, "=NJCREDIT.PERJOB(A1)"],
      [3, 2, "=1+NJWIND.CREDIT(A1,A2)"],
      [5, 1, "=_xldudf_NJCREDIT_MINWAGE(2025)"],
    ]);
  });

  test("a sheet the add-in wrote (its mark in A2, or an audit's name) is never audited", async () => {
    expect(
      isAddinSheet("Results", "Written by the njcredit add-in 0.1.0; law as of 2026-01-01"),
    ).toBe(true);
    expect(isAddinSheet("NJ credit audit (2)", null)).toBe(true);
    expect(isAddinSheet("My audit", "notes")).toBe(false);
  });
});
