import {
  AUDIT_COLUMNS,
  CELL_TEXT_LIMIT,
  CHARS_PER_WRITE,
  ROWS_PER_WRITE,
  auditRows,
  fitCell,
  freeSheetName,
  freeTableName,
  writeBlocks,
} from "../../src/taskpane/audit";
import { explainCells, type CellInfo } from "../../src/taskpane/explain";
import { FakeWorkbook } from "./support/fakeWorkbook";

const at = (
  sheet: string,
  row: number,
  col: number,
  formula: string | null,
  value: CellInfo["value"],
): CellInfo => ({
  sheet,
  row,
  col,
  formula,
  value,
  spillParent: null,
});

describe("audit rows", () => {
  test("one row per call, with inputs, applied steps and status; plain cells left out", async () => {
    const wb = new FakeWorkbook({
      sheets: { Data: { A1: "qoz", B1: 400 } },
    });
    const explanations = await explainCells(
      [
        // qoz (tier 4): base 2,500 + c.(1)(q) 1,000 (opportunity zone by default for qoz) = 3,500 ≤ 4,000.
        at("Data", 1, 0, "=NJCREDIT.PERJOB(A1)", 3500),
        // Two calls in one formula: two rows. Annual: 400 new jobs → c.(1)(c) 500 → 4,000 per job (at the 4,000 limit);
        // 400 × 4,000.00 = 1,600,000.00.
        at("Data", 2, 0, "=NJCREDIT.PERJOB(A1)+NJCREDIT.ANNUAL(A1,B1)", 1603500),
        at("Data", 3, 0, null, 7),
        at("Data", 4, 0, "=NJCREDIT.PERJOB(A1+1)", "#VALUE!"),
        // The 2025 rate of N.J.S.A. 34:11-56a4 (the table's $15.49).
        at("Data", 5, 0, "=NJCREDIT.MINWAGE(2025)", 15.49),
      ],
      wb,
    );
    const rows = auditRows(explanations);
    expect(rows).toHaveLength(5);
    expect(rows[4].slice(3, 7)).toEqual(["NJCREDIT.MINWAGE", 15.49, 15.49, "recomputed"]);
    expect(rows.slice(0, 4).map((r) => r.slice(0, 7))).toEqual([
      ["Data", "A2", "=NJCREDIT.PERJOB(A1)", "NJCREDIT.PERJOB", 3500, 3500, "recomputed"],
      [
        "Data",
        "A3",
        "=NJCREDIT.PERJOB(A1)+NJCREDIT.ANNUAL(A1,B1)",
        "NJCREDIT.PERJOB",
        1603500,
        3500,
        "recomputed",
      ],
      [
        "Data",
        "A3",
        "=NJCREDIT.PERJOB(A1)+NJCREDIT.ANNUAL(A1,B1)",
        "NJCREDIT.ANNUAL",
        1603500,
        1600000,
        "recomputed",
      ],
      [
        "Data",
        "A5",
        "=NJCREDIT.PERJOB(A1+1)",
        "NJCREDIT.PERJOB",
        "#VALUE!",
        "",
        "not recomputed: The location argument A1+1 is a calculation; the pane reads only values, cells, ranges, array constants and names.",
      ],
    ]);
    expect(rows[0][7]).toBe("location = qoz ← location: Data!A1");
    expect(rows[0][8].split("\n")).toEqual([
      "Status: credit",
      "Tier: 4 — opportunity zone or corridor",
      "P.L.2020, c.156, s.75 b.(4) [Statute]: base amount: qualified opportunity zone or employment and investment corridor, +$2,500.00",
      "P.L.2020, c.156, s.75 c.(1)(q) [Statute]: located in a qualified opportunity zone, +$1,000.00",
      "P.L.2020, c.156, s.75 f.(1) [Statute]: each new full-time job: its share of the gross amount",
    ]);
    // The annual row names the per-job steps by the kind of job they belong to.
    expect(rows[2][8]).toContain(
      "[Per-job amount: new jobs] P.L.2020, c.156, s.75 c.(1)(c) [Statute]: large numbers of new full-time jobs, +$500.00",
    );
    expect(rows.every((r) => r.length === AUDIT_COLUMNS.length)).toBe(true);
  });

  test("a GRID is one row describing the whole grid, ok while its amounts compute", async () => {
    // Its base gives benchmarkMedianSalary without projectMedianSalary (varied down the grid):
    // incomplete alone, yet every amount computes, so never "input error".
    const wb = new FakeWorkbook({
      sheets: {
        S: {
          D1: "benchmarkMedianSalary",
          E1: 62000,
          D2: "smallBusiness",
          E2: true,
          H1: 300,
          I1: 500,
          J1: -5,
          G2: 50000,
          G3: 62000,
        },
      },
    });
    const ok =
      '=NJCREDIT.GRID("enhanced",D1:E2,"newJobs",H1:I1,"projectMedianSalary",G2:G3,"annual")';
    // newJobs -5 (J1) fails in both rows: 2 of the 6 amounts show #VALUE!.
    const partly = ok.replace("H1:I1", "H1:J1").replace('"annual")', '"annual",FALSE)');
    const rows = auditRows(
      await explainCells(
        [
          at("S", 0, 0, ok, "projectMedianSalary ↓ / newJobs →"),
          at("S", 10, 0, partly, 1088709),
          at("S", 20, 0, ok.replace('"newJobs"', '"newJob"'), "#VALUE!"),
        ],
        wb,
        { grids: "overview" },
      ),
    );
    expect(rows).toHaveLength(3);
    // The anchor shows the corner label; what stands for it is what the grid is.
    expect(rows[0].slice(3, 7)).toEqual([
      "NJCREDIT.GRID",
      "grid 2 × 2 (annual credit)",
      "grid 2 × 2 (annual credit)",
      "recomputed",
    ]);
    expect(rows[0][7].split("\n")).toEqual([
      "location = enhanced ← location: typed in the formula",
      "benchmarkMedianSalary = $62,000.00 ← criteria S!E1",
      "smallBusiness = TRUE ← criteria S!E2",
      "newJobs = 300, 500 ← rowValues: S!H1:I1, across the grid",
      "projectMedianSalary = $50,000.00, $62,000.00 ← columnValues: S!G2:G3, down the grid",
    ]);
    expect(rows[0][8]).toBe(""); // no steps: they belong to each amount
    expect(rows[0][9].split("\n")[0]).toBe(
      "Select an amount inside the grid to see its scenario and every step.",
    );
    expect(rows[1].slice(5, 7)).toEqual([
      "grid 2 × 3 (annual credit)",
      "recomputed; 2 of 6 amounts show #VALUE! (see Notes)",
    ]);
    expect(rows[1][9]).toContain(
      "2 amounts show #VALUE!; the first, at row 1, column 3 (projectMedianSalary = $50,000.00, newJobs = -5): newJobs must be 0 or more",
    );
    // The grid's own bad argument is an input error naming it.
    expect(rows[2][6]).toBe(
      'input error (rowInput): rowInput: "newJob" is not an input of NJCREDIT.GRID; did you mean "newJobs"?',
    );
  });

  test("the table name never collides with a table elsewhere in the workbook", () => {
    expect(freeTableName([])).toBe("NJcreditaudit");
    // A renamed earlier audit sheet keeps its table's name; names compare case-insensitively.
    expect(freeTableName(["Table1", "njcreditaudit", "NJcreditaudit2"])).toBe("NJcreditaudit3");
  });

  test("a text longer than a cell holds is cut to 32,767 characters and says so", () => {
    expect(fitCell("short")).toBe("short");
    const exact = "x".repeat(CELL_TEXT_LIMIT);
    expect(fitCell(exact)).toBe(exact);
    const cut = fitCell("y".repeat(CELL_TEXT_LIMIT + 1));
    expect(cut).toHaveLength(32767);
    expect(cut).toMatch(/^y+ … \(cut: Excel holds 32,767 characters/);
  });

  test("rows are written in blocks under the size and row limits, in order, none lost", () => {
    const row = (chars: number) => ({ values: ["a".repeat(chars)] });
    // 1,000,000 characters a block: 400,000 + 400,000 fit, a third starts a new block;
    // one row larger than the limit still gets a block of its own.
    const big = [row(400000), row(400000), row(400000), row(CHARS_PER_WRITE + 5), row(1)];
    expect(writeBlocks(big).map((b) => b.length)).toEqual([2, 1, 1, 1]);
    // 1,201 one-character rows: 500 + 500 + 201.
    const many = Array.from({ length: 1201 }, () => row(1));
    expect(ROWS_PER_WRITE).toBe(500);
    expect(writeBlocks(many).map((b) => b.length)).toEqual([500, 500, 201]);
    expect(writeBlocks([])).toEqual([]);
  });

  test("the sheet name never collides with an existing sheet", () => {
    expect(freeSheetName(["Sheet1"])).toBe("NJ credit audit");
    expect(freeSheetName(["nj credit audit", "NJ credit audit (2)"])).toBe("NJ credit audit (3)");
  });
});
