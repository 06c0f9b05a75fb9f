import {
  explainCell,
  explainCells,
  type CallExplanation,
  type CellExplanation,
  type CellInfo,
} from "../../src/taskpane/explain";
import { FakeWorkbook } from "./support/fakeWorkbook";
import { BONUSES } from "../../src/core/emerge/bonuses";
import { columnIndex } from "../../src/excel/references";
import { prepareGrid, type ArgValue } from "../../src/functions/calls";
import { gridTable, minimumWage } from "../../src/functions/cells";
import { installCustomFunctionsStub, StubCustomFunctionsError } from "../functions/stub";

/** A cell by "Sheet!B3" with its formula and shown value. */
function cell(
  at: string,
  formula: string | null,
  value: CellInfo["value"],
  spillParent?: { at: string; formula: string; value?: CellInfo["value"] },
): CellInfo {
  const pos = (a: string) => {
    const [sheet, addr] = [a.slice(0, a.lastIndexOf("!")), a.slice(a.lastIndexOf("!") + 1)];
    const m = /^([A-Z]+)(\d+)$/.exec(addr)!;
    return { sheet, row: Number(m[2]) - 1, col: columnIndex(m[1])! };
  };
  const p = pos(at);
  return {
    ...p,
    formula,
    value,
    spillParent: spillParent
      ? { ...pos(spillParent.at), formula: spillParent.formula, value: spillParent.value ?? null }
      : null,
  };
}

function explained(e: CellExplanation): Extract<CellExplanation, { kind: "explained" }> {
  if (e.kind !== "explained") throw new Error(`expected an explanation, got: ${e.message}`);
  return e;
}

function step(call: CallExplanation, id: string) {
  for (const part of call.parts)
    for (const s of part.sections) for (const st of s.steps) if (st.id === id) return st;
  throw new Error(`no step ${id}`);
}

function section(call: CallExplanation, title: RegExp) {
  for (const part of call.parts) for (const s of part.sections) if (title.test(s.title)) return s;
  throw new Error(`no section ${title}`);
}

const book = () =>
  new FakeWorkbook({
    sheets: {
      "Project inputs": {
        A1: "Location",
        B1: "enhanced",
        A3: "smallBusiness",
        B3: true,
        A4: "newJobs",
        B4: 300,
        A5: "Project median salary",
        B5: 60000,
        A6: "benchmarkMedianSalary",
        B6: 65000,
        D1: { error: "#N/A" },
      },
      Credits: {},
      "Wind data": {
        A1: "owner",
        A2: 80000000,
        B2: 120,
        C2: 160,
        D2: 210,
        F1: "approvedJobs",
        G1: 250,
      },
    },
    names: { Criteria: "='Project inputs'!$A$3:$B$6", Place: "enhanced" },
    spills: { "Wind data!A5": "A5:H10" },
  });

// Per-job credit for an enhanced area (tier 2), new job:
//   base b.(2) 3,500 + bonus c.(1)(c) 500 (300 new jobs, 251–400) + bonus c.(1)(e) 500 (small business)
//   = gross 4,500, under the d.(2) limit 6,000;
//   e.: median 60,000 is below 65,000 by 7.69…% → 4,500 × 60,000 / 65,000 = 4,153.846… → 4,153.85.
const PERJOB = "=NJCREDIT.PERJOB('Project inputs'!B1,,'Project inputs'!A3:B6)";

describe("explaining a per-job credit cell", () => {
  test("result, tier, bonuses applied and not, cap, reduction, with the cell each input came from", async () => {
    const wb = book();
    const e = explained(await explainCell(cell("Credits!B2", PERJOB, 4153.85), wb));
    expect(wb.reads).toBe(1); // one round trip for all arguments
    expect(e.address).toBe("Credits!B2");
    const call = e.calls[0];
    expect(call.status).toBe("ok");
    expect(call.functionId).toBe("NJCREDIT.PERJOB");
    expect(call.facts[0]).toEqual({ label: "Per-job annual credit", value: "$4,153.85" });
    expect(call.facts).toContainEqual({ label: "Tier", value: "2 — enhanced area" });
    expect(call.facts).toContainEqual({
      label: "Base + bonuses = gross",
      value: "$3,500.00 + $1,000.00 = $4,500.00",
    });

    expect(step(call, "b.(2)")).toMatchObject({
      applied: true,
      amount: "+$3,500.00",
      citation: "P.L.2020, c.156, s.75 b.(2)",
    });
    expect(step(call, "c.(1)(c)")).toMatchObject({ applied: true, amount: "+$500.00" });
    expect(step(call, "c.(1)(e)")).toMatchObject({
      applied: true,
      amount: "+$500.00",
      status: "applied",
    });
    expect(step(call, "c.(1)(a)")).toMatchObject({ applied: false, status: "not applied" });
    expect(step(call, "d.(2)")).toMatchObject({ applied: false });
    expect(step(call, "e.")).toMatchObject({ applied: true, amount: "−$346.15" }); // 4,153.85 − 4,500
    // Every bonus of c.(1) is listed, applied or not: one step per entry of the table.
    expect(section(call, /^Bonuses/).steps).toHaveLength(BONUSES.length);
    expect(step(call, "c.(1)(e)").summary).toMatchObject({
      title: "Small business",
      subsection: "c.(1)(e)",
    });

    const src = Object.fromEntries(call.inputs.map((i) => [i.name, i]));
    expect(src.location).toEqual({
      name: "location",
      value: "enhanced",
      source: "location: 'Project inputs'!B1",
    });
    expect(src.smallBusiness).toEqual({
      name: "smallBusiness",
      value: "TRUE",
      source: "criteria 'Project inputs'!B3",
    });
    expect(src.projectMedianSalary.source).toBe("criteria 'Project inputs'!B5");
    expect(call.arguments.map((a) => [a.name, a.source])).toEqual([
      ["location", "'Project inputs'!B1"],
      ["jobType", "omitted"],
      ["criteria", "'Project inputs'!A3:B6"],
    ]);
    expect(call.notes).toEqual([]); // the cell agrees with the recomputation
  });

  test("nested in ROUND: explained all the same, and the rounded cell is no mismatch", async () => {
    const e = explained(
      await explainCell(cell("Credits!B3", `=ROUND(${PERJOB.slice(1)},0)`, 4154), book()),
    );
    expect(e.calls).toHaveLength(1);
    expect(e.calls[0].facts[0].value).toBe("$4,153.85");
    expect(e.calls[0].notes).toEqual([]);
  });

  test("a cell showing another number than the recomputation says so", async () => {
    const e = explained(await explainCell(cell("Credits!B2", PERJOB, 4000), book()));
    expect(e.calls[0].notes.join(" ")).toMatch(
      /shows 4000 but recomputing its formula now gives \$4,153\.85/,
    );
  });

  test("a cell showing an error where the recomputation gives a number says so", async () => {
    const e = explained(await explainCell(cell("Credits!B2", PERJOB, "#VALUE!"), book()));
    expect(e.calls[0].notes.join(" ")).toMatch(
      /shows #VALUE! but recomputing its formula now gives \$4,153\.85/,
    );
  });

  test("a formula saved as _xldudf_ (add-in not loaded) is explained, with how to make it calculate", async () => {
    const saved = PERJOB.replace("=NJCREDIT.PERJOB(", "=_xldudf_NJCREDIT_PERJOB(");
    const e = explained(await explainCell(cell("Credits!B2", saved, "#NAME?"), book()));
    expect(e.calls[0].functionId).toBe("NJCREDIT.PERJOB");
    expect(e.calls[0].facts[0].value).toBe("$4,153.85"); // as worked out above PERJOB
    expect(e.calls[0].notes).toHaveLength(1); // no "recalculate" advice besides this one
    expect(e.calls[0].notes[0]).toMatch(
      /^Excel holds this call as _xldudf_NJCREDIT_PERJOB, .* F2, Enter/,
    );
  });

  test("a cell showing a number where the recomputation is an input error says so", async () => {
    // Criteria row "newJobs" with -5: the core refuses it; the cell (computed from another
    // value, e.g. before an edit) still shows 4,153.85.
    const wb = new FakeWorkbook({ sheets: { S: { A1: "newJobs", B1: -5 } } });
    const e = explained(
      await explainCell(cell("S!C1", '=NJCREDIT.PERJOB("enhanced",,A1:B1)', 4153.85), wb),
    );
    expect(e.calls[0].status).toBe("input-error");
    expect(e.calls[0].notes.join(" ")).toMatch(
      /^The cell shows 4153.85 but recomputing its formula now gives this error/,
    );
    // Nested, the cell's number is not the call's: no such note.
    const nested = explained(
      await explainCell(cell("S!C2", '=ROUND(NJCREDIT.PERJOB("enhanced",,A1:B1),0)', 4154), wb),
    );
    expect(nested.calls[0].notes).toEqual([]);
  });

  test("a defined name and a name holding a constant resolve, and are cited as names", async () => {
    const e = explained(
      await explainCell(
        cell("Credits!B4", '=NJCREDIT.PERJOB(Place,"new",Criteria)', 4153.85),
        book(),
      ),
    );
    const call = e.calls[0];
    expect(call.status).toBe("ok");
    expect(call.facts[0].value).toBe("$4,153.85");
    expect(call.arguments[0].source).toBe("name Place");
    expect(call.arguments[2].source).toBe("name Criteria ('Project inputs'!A3:B6)");
    expect(call.inputs.find((i) => i.name === "newJobs")?.source).toBe(
      "criteria 'Project inputs'!B4",
    );
  });

  test("array constant criteria", async () => {
    // distressed (tier 3): base 3,000 + small business 500 = 3,500 ≤ 5,000 → 3,500.00 per new job.
    const e = explained(
      await explainCell(
        cell(
          "Credits!C1",
          '=NJCREDIT.PERJOB("distressed",,{"smallBusiness",TRUE;"newJobs",10})',
          3500,
        ),
        book(),
      ),
    );
    const call = e.calls[0];
    expect(call.facts[0].value).toBe("$3,500.00");
    expect(call.arguments[2].source).toBe("array constant in the formula");
    expect(call.inputs.find((i) => i.name === "smallBusiness")?.source).toBe(
      "criteria array constant in the formula, row 1",
    );
  });
});

describe("what the pane will not guess", () => {
  test("a calculated argument is named with the reason, and nothing is computed", async () => {
    const e = explained(
      await explainCell(cell("Credits!B2", '=NJCREDIT.PERJOB(B1&"",,A3:B6)', 0), book()),
    );
    const call = e.calls[0];
    expect(call.status).toBe("unresolved");
    expect(call.message).toBe(
      'The location argument B1&"" is a calculation; the pane reads only values, cells, ranges, array constants and names.',
    );
    expect(call.facts).toEqual([]);
    expect(call.arguments[0]).toMatchObject({ name: "location", resolved: false });
  });

  test("a cell holding an error, a missing name, another workbook", async () => {
    const wb = book();
    const [a, b, c] = await explainCells(
      [
        cell("Credits!A1", "=NJCREDIT.PERJOB('Project inputs'!D1)", 0),
        cell("Credits!A2", "=NJCREDIT.PERJOB(Nowhere)", 0),
        cell("Credits!A3", "=NJCREDIT.PERJOB([Other.xlsx]Sheet1!A1)", 0),
      ],
      wb,
    );
    expect(wb.reads).toBe(1);
    expect(explained(a).calls[0].message).toMatch(/'Project inputs'!D1 holds the error #N\/A/);
    expect(explained(b).calls[0].message).toMatch(/there is no name Nowhere/);
    expect(explained(c).calls[0].message).toMatch(/refers to another workbook \(Other\.xlsx\)/);
  });

  test("many calls: distinct ranges read in batches of 250, shared ones once", async () => {
    // 600 cells, each reading its own criteria cell S!B1…B600 and the shared location S!A1:
    // 601 distinct reads → batches of 250, 250 and 101: three round trips.
    const cells: Record<string, string | number> = { A1: "enhanced" };
    for (let r = 1; r <= 600; r++) cells[`B${r}`] = 300;
    const wb = new FakeWorkbook({ sheets: { S: cells } });
    const es = await explainCells(
      Array.from({ length: 600 }, (_, i) =>
        cell(`S!C${i + 1}`, `=NJCREDIT.ANNUAL(A1,B${i + 1})`, 0),
      ),
      wb,
    );
    expect(wb.reads).toBe(3);
    // enhanced, 300 new jobs: 3,500 + c.(1)(c) 500 = 4,000 per job; × 300 = 1,200,000.00.
    expect(es.map((e) => explained(e).calls[0].facts[0].value)).toEqual(
      Array(600).fill("$1,200,000.00"),
    );
  });

  test("a name in another workbook is never read as this workbook's name of that spelling", async () => {
    // This workbook has a name Place ("enhanced"); [Other.xlsx]Place is another value.
    const wb = book();
    const [a, b] = await explainCells(
      [
        cell("Credits!A1", "=NJCREDIT.PERJOB([Other.xlsx]Place)", 0),
        cell("Credits!A2", "=NJCREDIT.PERJOB([1]!Place)", 0),
      ],
      wb,
    );
    expect(explained(a).calls[0].status).toBe("unresolved");
    expect(explained(a).calls[0].message).toMatch(/is a name in another workbook \(Other\.xlsx\)/);
    expect(explained(b).calls[0].message).toMatch(/is a name in another workbook \(1\)/);
    expect(wb.reads).toBe(0); // nothing was looked up
  });

  test("the spill of a name (Name#) is named as not followed, never read as its one cell", async () => {
    const e = explained(
      await explainCell(cell("Credits!A1", "=NJCREDIT.PERJOB(Place#)", 0), book()),
    );
    expect(e.calls[0].status).toBe("unresolved");
    expect(e.calls[0].message).toMatch(/Place# is the spill range of the name Place/);
  });

  test("bad input is the adapter's or core's message naming the input", async () => {
    const e = explained(
      await explainCell(cell("Credits!A1", '=NJCREDIT.PERJOB("mars")', 0), book()),
    );
    expect(e.calls[0].status).toBe("input-error");
    expect(e.calls[0].errorInput).toBe("location");
    expect(e.calls[0].message).toMatch(/location/);
  });

  test("a function of ours that does not exist, and a formula that cannot be read", async () => {
    const e = explained(await explainCell(cell("Credits!A1", "=NJCREDIT.NOPE(1)", 0), book()));
    expect(e.calls[0]).toMatchObject({ status: "unknown-function" });
    expect(e.calls[0].message).toMatch(/NJCREDIT\.NOPE is not a function of this add-in/);
    const s = explained(await explainCell(cell("Credits!A2", '=NJCREDIT.PERJOB("x"', 0), book()));
    expect(s.calls[0]).toMatchObject({ status: "syntax-error" });
    expect(s.calls[0].message).toMatch(/never closed/);
  });

  test("cells without our functions get a short message", async () => {
    const wb = book();
    const [plain, empty, other] = await explainCells(
      [
        cell("Credits!A1", null, 42),
        cell("Credits!A2", null, null),
        cell("Credits!A3", "=SUM(A1:A2)", 42),
      ],
      wb,
    );
    expect(plain).toMatchObject({ kind: "none", message: expect.stringMatching(/no formula/) });
    expect(empty).toMatchObject({ kind: "none", message: expect.stringMatching(/empty/) });
    expect(other).toMatchObject({
      kind: "none",
      message: expect.stringMatching(/none of the NJCREDIT or NJWIND functions/),
    });
    expect(wb.reads).toBe(0); // nothing to read
  });
});

describe("annual and schedule", () => {
  test("annual: the jobs table and a per-job part for each kind of job", async () => {
    // distressed (tier 3), no bonuses (10 new jobs earn no c.(1)(c)): new 3,000.00; retained 50% = 1,500.00.
    // 10 × 3,000.00 + 4 × 1,500.00 = 36,000.00; no annual cap given.
    const e = explained(
      await explainCell(cell("Credits!A1", '=NJCREDIT.ANNUAL("distressed",10,4)', 36000), book()),
    );
    const call = e.calls[0];
    expect(call.facts[0]).toEqual({ label: "Annual credit", value: "$36,000.00" });
    expect(call.facts).toContainEqual({ label: "Annual cap (g.)", value: "none given" });
    expect(call.parts[0].tables[0].rows).toEqual([
      ["new", "10", "$3,000.00", "$30,000.00"],
      ["retained", "4", "$1,500.00", "$6,000.00"],
    ]);
    expect(call.parts.map((p) => p.title)).toEqual([
      "Annual amount",
      "Per-job amount: new jobs ($3,000.00 each)",
      "Per-job amount: retained jobs ($1,500.00 each)",
    ]);
    expect(call.inputs.find((i) => i.name === "newJobs")?.source).toBe(
      "newJobs: typed in the formula",
    );
  });
});

describe("schedule", () => {
  test("the years table, and each year's per-job amounts from the core's own schedule", async () => {
    // distressed (tier 3), no bonuses but c.(1)(c) by each year's new jobs:
    //   year 1 (2025): 10 new jobs  → 3,000.00 per job; 10 × 3,000.00 = 30,000.00
    //   year 2 (2026): 300 new jobs → 3,000 + 500 = 3,500.00; 300 × 3,500.00 = 1,050,000.00
    //   total 1,080,000.00
    //   per retained job (f.(2), 50%): 1,500.00 and 1,750.00; no retained jobs, so before cap = credit
    const e = explained(
      await explainCell(
        cell("Credits!A1", '=NJCREDIT.SCHEDULE("distressed",{10,300},,{"firstYear",2025})', "Year"),
        book(),
      ),
    );
    const call = e.calls[0];
    expect(call.status).toBe("ok");
    expect(call.facts).toContainEqual({ label: "Total credit", value: "$1,080,000.00" });
    // The core's EMERGE_YEAR_TABLE columns; no annual cap given, so its column is not shown.
    const years = call.parts[0].tables[0];
    expect(years.columns).toEqual([
      "Year",
      "Calendar year",
      "New jobs",
      "Retained jobs",
      "Per new job",
      "Per retained job",
      "Before cap",
      "Credit",
    ]);
    expect(years.numeric.every(Boolean)).toBe(true);
    expect(years.rows).toEqual([
      ["1", "2025", "10", "0", "$3,000.00", "$1,500.00", "$30,000.00", "$30,000.00"],
      ["2", "2026", "300", "0", "$3,500.00", "$1,750.00", "$1,050,000.00", "$1,050,000.00"],
    ]);
    expect(call.parts.slice(1).map((p) => p.title)).toEqual([
      "Year 1 (2025), per-job amount: new jobs ($3,000.00 each)",
      "Year 2 (2026), per-job amount: new jobs ($3,500.00 each)",
    ]);
    const year2 = call.parts[2].sections.find((s) => s.title.startsWith("Bonuses"))!;
    expect(year2.steps.find((s) => s.id === "c.(1)(c)")).toMatchObject({
      applied: true,
      amount: "+$500.00",
    });
  });
});

describe("wind credit, including a spill child", () => {
  // Owner, $80,000,000 invested, 250 approved jobs → 85% (N.J.A.C. 19:31S-1.9): total 68,000,000.00;
  // each fifth 13,600,000.00. Jobs needed: ceil(100×250/300)=84, ceil(150×250/300)=125,
  // ceil(200×250/300)=167, then 250, 250. Employment 120, 160, 210 meets years 1–3 → allowed
  // 3 × 13,600,000 = 40,800,000.00; years 4–5 pending: 27,200,000.00.
  const formula = "=NJWIND.SCHEDULE(A1,A2,B2:D2,F1:G1)";

  test("explained from the spill parent, with eligibility tests, proration and the five years", async () => {
    const e = explained(
      await explainCell(cell("Wind data!C7", null, 167, { at: "Wind data!A5", formula }), book()),
    );
    expect(e.spillParentAddress).toBe("'Wind data'!A5");
    expect(e.address).toBe("'Wind data'!C7");
    const call = e.calls[0];
    expect(call.status).toBe("ok");
    expect(call.facts).toContainEqual({ label: "Total credit", value: "$68,000,000.00" });
    expect(call.facts).toContainEqual({ label: "Eligible", value: "yes" });
    expect(call.facts).toContainEqual({
      label: "Proration",
      value: "85% of the base (approved jobs 250)",
    });
    expect(call.facts).toContainEqual({ label: "Allowed total", value: "$40,800,000.00" });
    expect(call.facts).toContainEqual({ label: "Pending total", value: "$27,200,000.00" });
    // 40,800,000 + 0 + 27,200,000 + 0 + 0 = 68,000,000 (docs/wind.md §3.6)
    expect(call.facts).toContainEqual({
      label: "Reconciliation",
      value:
        "allowed $40,800,000.00 + forfeited $0.00 + pending $27,200,000.00 + not met $0.00 + lease-cap reduction $0.00 = total $68,000,000.00",
    });
    const elig = section(call, /^Eligibility$/);
    expect(elig.steps.map((s) => s.id)).toEqual([
      "b.",
      "a.(3)",
      "a.(1) benefit",
      "a.(2)(a)",
      "a.(2)(b)",
      "19:31S-1.9 jobs",
    ]);
    expect(elig.steps.every((s) => s.status === "met")).toBe(true);
    expect(step(call, "19:31S-1.9")).toMatchObject({ amount: "−$12,000,000.00" });
    expect(step(call, "19:31S-1.9").summary?.title).toMatch(/Prorated/);
    const years = call.parts[0].tables[0];
    // The core's WIND_YEAR_TABLE columns; no period ends or lease given, so those are not shown.
    expect(years.columns).toEqual([
      "Year",
      "Required jobs",
      "Employment",
      "Scheduled",
      "Allowed",
      "Status",
    ]);
    expect(years.numeric).toEqual([true, true, true, true, true, false]);
    expect(years.rows).toEqual([
      ["1", "84", "120", "$13,600,000.00", "$13,600,000.00", "earned"],
      ["2", "125", "160", "$13,600,000.00", "$13,600,000.00", "earned"],
      ["3", "167", "210", "$13,600,000.00", "$13,600,000.00", "earned"],
      ["4", "250", "–", "$13,600,000.00", "$0.00", "pending"],
      ["5", "250", "–", "$13,600,000.00", "$0.00", "pending"],
    ]);
    // This cell (C7, the third row under the spill's header A5) is year 2's: the marked row.
    expect(years.current).toBe(1);
    expect(call.inputs.find((i) => i.name === "employment")).toEqual({
      name: "employment",
      value: "120, 160, 210",
      source: "employment: 'Wind data'!B2:D2",
    });
    expect(call.inputs.find((i) => i.name === "approvedJobs")?.source).toBe(
      "criteria 'Wind data'!G1",
    );
    expect(call.notes.join(" ")).toMatch(/this cell, in year 2, shows 167/);
  });

  test("a spilled cell's value is written as Excel shows its column: money as money", async () => {
    // H11 is the total row's Allowed column (A5's header row, years in rows 6-10): column H is
    // the eighth spilled column, Allowed, money: 40,800,000 shows as $40,800,000.00, not 40800000.
    const e = explained(
      await explainCell(
        cell("Wind data!H11", null, 40800000, { at: "Wind data!A5", formula }),
        book(),
      ),
    );
    expect(e.calls[0].notes.join(" ")).toMatch(
      /this cell, in the total row, shows \$40,800,000\.00\./,
    );
  });

  test("a spill reference argument (A3#) reads the spilled range", async () => {
    const wb = book();
    wb.spec.spills!["Project inputs!A3"] = "A3:B6"; // as if criteria were a spilled table
    const e = explained(
      await explainCell(
        cell("Credits!A1", "=NJCREDIT.PERJOB(\"enhanced\",,'Project inputs'!A3#)", 4153.85),
        wb,
      ),
    );
    expect(wb.requests).toContainEqual({ kind: "spill", sheet: "Project inputs", address: "A3" });
    expect(e.calls[0].facts[0].value).toBe("$4,153.85"); // the same scenario as above
    expect(e.calls[0].arguments[2].source).toBe("'Project inputs'!A3:B6");
    expect(e.calls[0].inputs.find((i) => i.name === "smallBusiness")?.source).toBe(
      "criteria 'Project inputs'!B3",
    );
  });
});

describe("NJCREDIT.GRID", () => {
  const grid =
    '=NJCREDIT.GRID("enhanced",{"smallBusiness",TRUE},"newJobs",{300,500},"mriDistressScore",{40;60})';

  test("a grid cell is explained with its own row and column values", async () => {
    // Child at row 2, column 2 of the spill (a header row and column come first):
    // newJobs 500 (c.(1)(c), 401–600: 750), mriDistressScore 60 (c.(1)(a): 1,000).
    // enhanced 3,500 + 500 small business + 750 + 1,000 = 5,750, within the 6,000 limit.
    const e = explained(
      await explainCell(
        cell("Credits!C3", null, 5750, { at: "Credits!A1", formula: grid }),
        book(),
      ),
    );
    const call = e.calls[0];
    expect(call.facts[0]).toEqual({ label: "Per-job annual credit", value: "$5,750.00" });
    expect(step(call, "c.(1)(c)")).toMatchObject({ applied: true, amount: "+$750.00" });
    expect(step(call, "c.(1)(a)")).toMatchObject({ applied: true, amount: "+$1,000.00" });
    expect(call.notes.join(" ")).toMatch(/this cell's row and column values/);
    expect(call.inputs.find((i) => i.name === "newJobs")?.source).toBe(
      "rowValues value 2 (this cell of the grid)",
    );
    expect(call.inputs.find((i) => i.name === "mriDistressScore")?.source).toBe(
      "columnValues value 2 (this cell of the grid)",
    );
  });

  test("the grid's anchor (the corner label) is an overview of the grid, not its base scenario", async () => {
    const e = explained(
      await explainCell(cell("Credits!A1", grid, "mriDistressScore ↓ / newJobs →"), book()),
    );
    const call = e.calls[0];
    expect(call.status).toBe("ok");
    expect(call.grid).toMatchObject({ rows: 2, columns: 2, cell: "corner", failed: 0 });
    expect(call.facts[0]).toEqual({
      label: "Sensitivity grid",
      value: "2 × 2 (per-job annual credit)",
    });
    expect(call.parts).toEqual([]);
  });

  test("a grid's varied values cite their cells", async () => {
    const wb = book();
    wb.spec.sheets.Credits = { H1: 300, I1: 500, G2: 40, G3: 60 };
    const formula =
      '=NJCREDIT.GRID("enhanced",{"smallBusiness",TRUE},"newJobs",H1:I1,"mriDistressScore",G2:G3)';
    const e = explained(
      await explainCell(cell("Credits!B2", null, 4500, { at: "Credits!A1", formula }), wb),
    );
    // Row 1, column 1: newJobs 300 (c.(1)(c) 500), distress 40 (no c.(1)(a)): 3,500 + 500 + 500 = 4,500.
    expect(e.calls[0].facts[0].value).toBe("$4,500.00");
    expect(e.calls[0].inputs.find((i) => i.name === "newJobs")?.source).toBe(
      "rowValues: Credits!H1 (this cell of the grid)",
    );
    expect(e.calls[0].inputs.find((i) => i.name === "mriDistressScore")?.source).toBe(
      "columnValues: Credits!G2 (this cell of the grid)",
    );
  });
});

describe("NJCREDIT.MINWAGE", () => {
  test("shows the table's rate for the year", async () => {
    const e = explained(
      await explainCell(cell("Credits!A1", "=NJCREDIT.MINWAGE(2025)", 15.49), book()),
    );
    expect(e.calls[0].facts[0]).toEqual({ label: "Minimum wage", value: "$15.49 an hour" });
  });

  test("accepts and refuses exactly what the cell does: a year as text, a year off the table", async () => {
    // The cell's adapter reads the text "2025" as the year 2025 ($15.49, as above); the pane
    // refused it ("year must be a whole number"), explaining an error beside a cell showing 15.49.
    const wb = new FakeWorkbook({ sheets: { S: { A1: "2025", A2: 2035 } } });
    const text = explained(await explainCell(cell("S!B1", "=NJCREDIT.MINWAGE(A1)", 15.49), wb));
    expect([text.calls[0].status, text.calls[0].facts[0]?.value]).toEqual(["ok", "$15.49 an hour"]);
    const off = explained(await explainCell(cell("S!B2", "=NJCREDIT.MINWAGE(A2)", "#VALUE!"), wb));
    expect(off.calls[0].status).toBe("input-error");
    let cellMessage = "";
    try {
      minimumWage(2035);
    } catch (err) {
      cellMessage = (err as Error).message;
    }
    expect(cellMessage).not.toBe("");
    expect(off.calls[0].message).toBe(cellMessage);
  });
});

describe("a GRID's label cells: an overview of the grid", () => {
  // As on the sample workbook's Sensitivity sheet: the base gives benchmarkMedianSalary but not
  // projectMedianSalary, the value varied down the grid, so the base alone is incomplete.
  const FORMULA =
    '=NJCREDIT.GRID("enhanced",D1:E2,"newJobs",H1:I1,"projectMedianSalary",G2:G3,"annual")';
  const gridBook = () => {
    const wb = book();
    wb.spec.sheets.Credits = {
      D1: "benchmarkMedianSalary",
      E1: 62000,
      D2: "smallBusiness",
      E2: true,
      H1: 300,
      I1: 500,
      G2: 50000,
      G3: 62000,
    };
    return wb;
  };
  const child = (at: string, value: CellInfo["value"]) =>
    cell(at, null, value, { at: "Credits!A1", formula: FORMULA });

  const INPUTS = [
    { name: "location", value: "enhanced", source: "location: typed in the formula" },
    { name: "benchmarkMedianSalary", value: "$62,000.00", source: "criteria Credits!E1" },
    { name: "smallBusiness", value: "TRUE", source: "criteria Credits!E2" },
    {
      name: "newJobs",
      value: "300, 500",
      source: "rowValues: Credits!H1:I1, across the grid",
    },
    {
      name: "projectMedianSalary",
      value: "$50,000.00, $62,000.00",
      source: "columnValues: Credits!G2:G3, down the grid",
    },
  ];

  test("the corner: function, base inputs with their cells, both varied inputs, output, size", async () => {
    const e = explained(
      await explainCell(
        cell("Credits!A1", FORMULA, "projectMedianSalary ↓ / newJobs →"),
        gridBook(),
      ),
    );
    const call = e.calls[0];
    // No InputError from the incomplete base ("projectMedianSalary is required with …").
    expect(call.status).toBe("ok");
    expect(call.message).toBeNull();
    expect(call.functionId).toBe("NJCREDIT.GRID");
    expect(call.facts).toEqual([
      { label: "Sensitivity grid", value: "2 × 2 (annual credit)" },
      { label: "Across (rowInput)", value: "newJobs: 300, 500" },
      { label: "Down (columnInput)", value: "projectMedianSalary: $50,000.00, $62,000.00" },
      { label: "Size", value: "2 rows × 2 columns, with headers" },
      { label: "Amounts", value: "all 4 compute" },
      { label: "This cell", value: "the corner label" },
    ]);
    expect(call.inputs).toEqual(INPUTS);
    expect(call.notes).toEqual([
      "Select an amount inside the grid to see its scenario and every step.",
      "Each amount is the annual credit (annualCredit of emerge.annual) of the base scenario below with its row's projectMedianSalary and its column's newJobs; the header row holds the values across, the header column the values down.",
      'This cell is the grid\'s corner label, "projectMedianSalary ↓ / newJobs →".',
    ]);
    expect(call.parts).toEqual([]);
    expect(call.result).toBeNull();
    expect(call.grid).toEqual({
      rows: 2,
      columns: 2,
      output: "annualCredit",
      outputWords: "annual credit",
      cell: "corner",
      computed: 4,
      failed: 0,
    });
  });

  test("a header-row cell and a header-column cell: the same overview, naming their value", async () => {
    const [top, left] = (
      await explainCells([child("Credits!C1", 500), child("Credits!A3", 62000)], gridBook())
    ).map((x) => explained(x).calls[0]);
    expect(top.status).toBe("ok");
    expect(top.grid?.cell).toBe("rowHeader");
    expect(top.facts.find((f) => f.label === "This cell")?.value).toBe("header: newJobs = 500");
    expect(top.notes[2]).toBe(
      "This cell heads column 2 of the amounts: newJobs = 500, from rowValues: Credits!I1.",
    );
    expect(top.inputs).toEqual(INPUTS);
    // Not "$0.00" for the base plus one value: an overview.
    expect(left.status).toBe("ok");
    expect(left.grid?.cell).toBe("columnHeader");
    expect(left.facts[0].value).toBe("2 × 2 (annual credit)");
    expect(left.facts.find((f) => f.label === "This cell")?.value).toBe(
      "header: projectMedianSalary = $62,000.00",
    );
    expect(left.notes[2]).toBe(
      "This cell heads row 2 of the amounts: projectMedianSalary = $62,000.00, from columnValues: Credits!G3.",
    );
    expect(left.parts).toEqual([]);
  });

  test("an amount inside keeps its own scenario, every step, and the cells of its values", async () => {
    // B2 = row 1, column 1: newJobs 300, projectMedianSalary 50,000.
    // enhanced 3,500 + c.(1)(c) 500 (300 new jobs) + c.(1)(e) 500 = 4,500;
    // e.: 4,500 × 50,000 / 62,000 = 3,629.032… → 3,629.03; × 300 new jobs = 1,088,709.00.
    const call = explained(await explainCell(child("Credits!B2", 1088709), gridBook())).calls[0];
    expect(call.status).toBe("ok");
    expect(call.grid).toBeUndefined();
    expect(call.facts[0]).toEqual({ label: "Annual credit", value: "$1,088,709.00" });
    expect(call.inputs.find((i) => i.name === "newJobs")?.source).toBe(
      "rowValues: Credits!H1 (this cell of the grid)",
    );
    expect(call.inputs.find((i) => i.name === "projectMedianSalary")?.source).toBe(
      "columnValues: Credits!G2 (this cell of the grid)",
    );
    expect(step(call, "e.")).toMatchObject({ applied: true });
    expect(call.notes.join(" ")).not.toMatch(/shows/); // 1,088,709 is what it shows
  });

  test("an amount showing another number than its scenario recomputes to says so", async () => {
    // Same scenario as above (1,088,709.00); the cell shows an older 1,000,000.
    const call = explained(await explainCell(child("Credits!B2", 1000000), gridBook())).calls[0];
    expect(call.notes.join(" ")).toMatch(
      /The cell shows 1000000 but recomputing its formula now gives \$1,088,709\.00/,
    );
  });

  test("the grid's own bad arguments are its error, naming the argument, on every cell", async () => {
    const bad = FORMULA.replace('"newJobs"', '"newJob"');
    const cells = [
      cell("Credits!A1", bad, "#VALUE!"),
      cell("Credits!B2", null, "#VALUE!", { at: "Credits!A1", formula: bad }),
    ];
    for (const e of await explainCells(cells, gridBook())) {
      const call = explained(e).calls[0];
      expect(call.status).toBe("input-error");
      expect(call.errorInput).toBe("rowInput");
      expect(call.message).toBe(
        'rowInput: "newJob" is not an input of NJCREDIT.GRID; did you mean "newJobs"?',
      );
    }
  });

  test("amounts that show #VALUE! are counted; when none computes, the first one's error is the grid's", async () => {
    const some =
      '=NJCREDIT.GRID("enhanced",{"smallBusiness",TRUE},"newJobs",{300,-5},"mriDistressScore",{40;60})';
    const none = some.replace("{300,-5}", "{-4,-5}");
    const [partly, failing] = (
      await explainCells(
        [cell("Credits!A1", some, "x"), cell("Credits!A5", none, "#VALUE!")],
        book(),
      )
    ).map((x) => explained(x).calls[0]);
    // newJobs -5 fails in both rows: 2 of the 4 amounts.
    expect(partly.status).toBe("ok");
    expect(partly.grid).toMatchObject({ computed: 2, failed: 2 });
    expect(partly.facts.find((f) => f.label === "Amounts")?.value).toBe(
      "2 of 4 compute; 2 show #VALUE!",
    );
    expect(partly.notes[3]).toBe(
      "2 amounts show #VALUE!; the first, at row 1, column 2 (mriDistressScore = 40, newJobs = -5): newJobs must be 0 or more; -5 is not accepted",
    );
    expect(failing.status).toBe("input-error");
    expect(failing.errorInput).toBe("newJobs");
    expect(failing.message).toBe(
      "No amount of the grid computes; the first, at row 1, column 1 (mriDistressScore = 40, newJobs = -4): newJobs must be 0 or more; -4 is not accepted",
    );
  });

  test("the count agrees with the #VALUE! cells the GRID function spills", async () => {
    installCustomFunctionsStub();
    const args: ArgValue[] = [
      "enhanced",
      [["smallBusiness", true]],
      "newJobs",
      [[300, -5, 500]],
      "mriDistressScore",
      [[40], [-1], [60]],
      null,
      null,
    ];
    // Row 2 (distress -1) and column 2 (newJobs -5) fail: 3 + 3 − 1 = 5 of the 9 amounts.
    const spilled = gridTable(prepareGrid("NJCREDIT.GRID", args))
      .flat()
      .filter((c) => c instanceof StubCustomFunctionsError).length;
    expect(spilled).toBe(5);
    const formula =
      '=NJCREDIT.GRID("enhanced",{"smallBusiness",TRUE},"newJobs",{300,-5,500},"mriDistressScore",{40;-1;60})';
    const call = explained(await explainCell(cell("Credits!A1", formula, "x"), book())).calls[0];
    expect(call.grid).toMatchObject({ computed: 4, failed: spilled });
  });

  test("headers FALSE: every cell is an amount, the anchor the first scenario", async () => {
    const formula = FORMULA.replace('"annual")', '"annual",FALSE)');
    const [anchor, other] = (
      await explainCells(
        [
          cell("Credits!A1", formula, 1088709),
          cell("Credits!B2", null, 2250000, { at: "Credits!A1", formula }),
        ],
        gridBook(),
      )
    ).map((x) => explained(x).calls[0]);
    // Anchor = newJobs 300, projectMedianSalary 50,000: 1,088,709.00 (worked out above).
    expect(anchor.grid).toBeUndefined();
    expect(anchor.facts[0]).toEqual({ label: "Annual credit", value: "$1,088,709.00" });
    expect(anchor.inputs.find((i) => i.name === "newJobs")?.source).toBe(
      "rowValues: Credits!H1 (this cell of the grid)",
    );
    // The cell shows the same amount: no "recalculate" note.
    expect(anchor.notes.join(" ")).not.toMatch(/recalculat/);
    // B2 = newJobs 500, projectMedianSalary 62,000 (= the benchmark: no e. reduction):
    // 3,500 + c.(1)(c) 750 (401–600 new jobs) + c.(1)(e) 500 = 4,750 ≤ 6,000; × 500 = 2,375,000.00.
    expect(other.facts[0]).toEqual({ label: "Annual credit", value: "$2,375,000.00" });
  });

  test("a GRID inside a larger formula is described whole", async () => {
    const e = explained(
      await explainCell(cell("Credits!K1", `=INDEX(${FORMULA.slice(1)},2,2)`, 1088709), gridBook()),
    );
    expect(e.calls[0].grid).toMatchObject({ cell: null, computed: 4 });
  });

  test("the audit mode describes every GRID whole, headers or not", async () => {
    const formula = FORMULA.replace('"annual")', '"annual",FALSE)');
    const e = explained(
      (
        await explainCells([cell("Credits!A1", formula, 1088709)], gridBook(), {
          grids: "overview",
        })
      )[0],
    );
    expect(e.calls[0].grid).toMatchObject({ cell: null, rows: 2, columns: 2, failed: 0 });
    expect(e.calls[0].facts.find((f) => f.label === "This cell")).toBeUndefined();
  });
});
