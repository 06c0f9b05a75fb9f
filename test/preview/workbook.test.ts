/**
 * The preview's formula calculation: arguments reach a function as Excel passes them, errors
 * and spills behave as in Excel, and what it does not compute says so instead of guessing.
 */
import {
  Calculator,
  SheetModel,
  WorkbookModel,
  displayValue,
  parseCellRange,
  startCell,
  workbookFromDefinition,
  type FunctionRegistry,
  type Scalar,
} from "../../src/preview/workbook";

function sheetWith(cells: Record<string, Scalar>, name = "S"): SheetModel {
  const wb = workbookFromDefinition({
    title: "t",
    sheets: [
      {
        name,
        blocks: Object.entries(cells).map(([at, v]) => ({
          at,
          kind: "text" as const,
          rows: [[v]],
        })),
      },
    ],
  });
  return wb.sheets[0];
}

/** A registry whose functions record their arguments. */
function registry(calls: unknown[][]): FunctionRegistry {
  const record =
    (result: unknown) =>
    (...args: unknown[]): unknown => {
      calls.push(args);
      if (typeof result === "function") return (result as (...a: unknown[]) => unknown)(...args);
      return result;
    };
  return new Map([
    [
      "T.ECHO",
      {
        id: "T.ECHO",
        fn: record((a: unknown) => a),
        parameters: [
          { name: "a", dimensionality: "scalar" },
          { name: "m", dimensionality: "matrix" },
          { name: "c" },
        ],
      },
    ],
    [
      "T.TABLE",
      {
        id: "T.TABLE",
        fn: record([
          [1, 2],
          [3, null],
        ]),
        parameters: [],
      },
    ],
    [
      "T.FAIL",
      {
        id: "T.FAIL",
        fn: record(() => {
          throw { code: "#VALUE!", message: "newJobs: must be a whole number" };
        }),
        parameters: [{ name: "x", dimensionality: "scalar" }],
      },
    ],
  ]);
}

async function calc(sheet: SheetModel, calls: unknown[][] = []): Promise<void> {
  await new Calculator(new WorkbookModel("t", [sheet]), registry(calls)).calculateAll();
}

const at = (sheet: SheetModel, row: number, col: number): unknown => sheet.get(row, col)?.value;

test("arguments arrive as Excel passes them: scalars, matrices, empty cells and omitted arguments as null", async () => {
  const sheet = sheetWith({ A1: 7, B1: "x", A3: "=T.ECHO(A1,A1:B2,)", A4: "=T.ECHO(B2,5)" });
  const calls: unknown[][] = [];
  await calc(sheet, calls);
  expect(calls[0]).toEqual([
    7,
    [
      [7, "x"],
      [null, null],
    ],
    null,
  ]);
  // A single value to a matrix parameter is a 1 × 1 matrix; an empty cell is null.
  expect(calls[1]).toEqual([null, [[5]], null]);
  expect(at(sheet, 2, 0)).toBe(7);
});

test("a plain reference formula is calculated before the calls that read it", async () => {
  const sheet = sheetWith({ A1: 3, A2: "=T.ECHO(B1)", B1: "=A1" });
  await calc(sheet);
  expect(at(sheet, 1, 0)).toBe(3);
});

test("a thrown CustomFunctions.Error shows its code, with the message kept for the hover", async () => {
  const sheet = sheetWith({ A1: "=T.FAIL(1)" });
  await calc(sheet);
  expect(at(sheet, 0, 0)).toEqual({ error: "#VALUE!", message: "newJobs: must be a whole number" });
  expect(displayValue(sheet.get(0, 0)!)).toBe("#VALUE!");
});

test("an error argument is passed on without calling the function, as Excel does", async () => {
  const sheet = sheetWith({ A1: "=T.FAIL(1)", A2: "=T.ECHO(A1)" });
  const calls: unknown[][] = [];
  await calc(sheet, calls);
  expect(calls).toHaveLength(1); // T.FAIL only
  expect(at(sheet, 1, 0)).toEqual({ error: "#VALUE!", message: "newJobs: must be a whole number" });
});

test("an array result spills, or shows #SPILL! when a cell is in the way", async () => {
  const free = sheetWith({ B2: "=T.TABLE()" });
  await calc(free);
  expect(free.get(1, 1)!.spill).toEqual({ rows: 2, cols: 2 });
  expect([at(free, 1, 1), at(free, 1, 2), at(free, 2, 1), at(free, 2, 2)]).toEqual([1, 2, 3, null]);
  expect(free.get(2, 1)!.spillParent).toEqual({ row: 1, col: 1 });

  const blocked = sheetWith({ B2: "=T.TABLE()", C3: "here" });
  await calc(blocked);
  expect(at(blocked, 1, 1)).toMatchObject({ error: "#SPILL!" });
  expect(at(blocked, 1, 2)).toBeUndefined();
});

test("recalculating replaces a spill instead of blocking on its own old cells", async () => {
  const sheet = sheetWith({ A1: "=T.TABLE()" });
  const wb = new WorkbookModel("t", [sheet]);
  const calculator = new Calculator(wb, registry([]));
  await calculator.calculateAll();
  await calculator.calculateAll();
  expect(sheet.get(0, 0)!.spill).toEqual({ rows: 2, cols: 2 });
});

test("what the preview does not compute says so, never a made-up value", async () => {
  const sheet = sheetWith({ A1: "=SUM(1,2)", A2: "=1+2", A3: "=T.ECHO(1,2,3,4)" });
  await calc(sheet);
  expect(at(sheet, 0, 0)).toMatchObject({ error: "#NAME?" });
  expect(at(sheet, 1, 0)).toMatchObject({
    error: "#N/A",
    message: expect.stringContaining("does not compute"),
  });
  expect(at(sheet, 2, 0)).toMatchObject({
    error: "#VALUE!",
    message: expect.stringContaining("at most 3"),
  });
});

test("references to other sheets, whole columns and spills", async () => {
  const wb = workbookFromDefinition({
    title: "t",
    sheets: [
      { name: "Data sheet", blocks: [{ at: "A1", kind: "text", rows: [[1], [2]] }] },
      {
        name: "S",
        blocks: [
          {
            at: "A1",
            kind: "formula",
            rows: [["=T.ECHO(,'Data sheet'!A:A)"], ["=T.TABLE()"], [null], ["=T.ECHO(,A2#)"]],
          },
        ],
      },
    ],
  });
  const calls: unknown[][] = [];
  await new Calculator(wb, registry(calls)).calculateAll();
  expect(calls[0][1]).toEqual([[1], [2]]);
  expect(calls[2][1]).toEqual([
    [1, 2],
    [3, null],
  ]);
});

describe("?cell= at start", () => {
  const book = workbookFromDefinition({
    title: "t",
    sheets: ["Read me", "Emerge", "Labor harmony", "It's"].map((name) => ({ name, blocks: [] })),
  });
  const pick = (wanted: string | null) => {
    const s = startCell(wanted, book);
    return [s.sheet.name, s.address, s.problem];
  };

  test("a sheet and cell, quoted or not, any case", () => {
    expect(pick("emerge!c4")).toEqual(["Emerge", "c4", null]);
    expect(pick("'Labor harmony'!B5")).toEqual(["Labor harmony", "B5", null]);
    expect(pick("Labor harmony!B5")).toEqual(["Labor harmony", "B5", null]);
    expect(pick("'It''s'!A1")).toEqual(["It's", "A1", null]);
    expect(pick("B2")).toEqual(["Read me", "B2", null]); // no sheet: the first
    // A range, for the pane's Compare: its first cell stays the active one.
    expect(pick("Emerge!B17:B18")).toEqual(["Emerge", "B17:B18", null]);
  });

  test("nothing, or something that names no cell, opens the default and says why", () => {
    expect(pick(null)).toEqual(["Emerge", "B17", null]);
    expect(pick("Nowhere!A1")).toEqual([
      "Emerge",
      "B17",
      "?cell=Nowhere!A1: there is no sheet named Nowhere.",
    ]);
    expect(pick("Emerge!ZZZZ1")).toEqual([
      "Emerge",
      "B17",
      '?cell=Emerge!ZZZZ1: "ZZZZ1" is not a cell address such as B13 (or a range such as B13:C13).',
    ]);
    expect(pick("Emerge!B17:B18:B19")[2]).toMatch(/is not a cell address/);
  });

  test("a range from either corner: its box, the cell written first the active one", () => {
    expect(parseCellRange("C18:B17")).toEqual({
      active: { row: 17, col: 2 },
      row: 16,
      col: 1,
      rows: 2,
      cols: 2,
    });
    expect(parseCellRange("B17")).toEqual({
      active: { row: 16, col: 1 },
      row: 16,
      col: 1,
      rows: 1,
      cols: 1,
    });
  });
});
