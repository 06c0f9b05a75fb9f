/**
 * The law once (issue 27): a number changed in its one place in the rules tables reaches every
 * face — the core, a cell, a grid, EXPLAIN, COMPARE, a portfolio, the pane, the CLI, eval and
 * batch — because each of them runs the same stages, which read the table when they compute.
 * Were any face to keep its own copy of the rule (a second arithmetic path, a constant written
 * beside the table, a remembered answer), it would show the statute's number here, not the
 * changed one.
 *
 * The changes, made in this test file's copy of the tables before anything reads them:
 * - s.75 c.(1)(a)'s increase, $1,000 in the statute, becomes $1,234;
 * - s.6 a.(2)(a)'s owner minimum, $50,000,000 in the statute, becomes $40,000,000.
 * Neither amount is written anywhere else in the sources, so no face can show it by chance.
 */
import { installCustomFunctionsStub } from "../functions/stub";
import { run } from "../cli/runCommand";
import { evaluate } from "../../src/core";
import { BONUS } from "../../src/core/rules/emerge";
import { OWNER_MINIMUM } from "../../src/core/rules/wind";
import * as functions from "../../src/functions/functions";
import { perjobCommand } from "../../src/cli/perjob";
import { windCommand } from "../../src/cli/wind";
import { batchCommand } from "../../src/cli/batch";
import { evalLine } from "../../src/cli/eval";
import { explainCell, type CellExplanation, type CellInfo } from "../../src/taskpane/explain";
import { FakeWorkbook } from "../taskpane/support/fakeWorkbook";

jest.mock("../../src/core/rules/emerge", () => {
  const actual = jest.requireActual("../../src/core/rules/emerge");
  const { Decimal } = jest.requireActual("../../src/core/decimal");
  actual.BONUS.a.amount.value = new Decimal("1234");
  return actual;
});
jest.mock("../../src/core/rules/wind", () => {
  const actual = jest.requireActual("../../src/core/rules/wind");
  const { Decimal } = jest.requireActual("../../src/core/decimal");
  actual.OWNER_MINIMUM.investment.value = new Decimal("40000000");
  return actual;
});

beforeAll(installCustomFunctionsStub);

// The functions' declared enums (AutoComplete's lists) take these strings in Excel.
const other = "other" as Parameters<typeof functions.perJob>[0];
const owner = "owner" as Parameters<typeof functions.windCredit>[0];
type JobType = Parameters<typeof functions.perJob>[1];
const newJob = "new" as JobType;
const retained = "retained" as JobType;

test("the tables this file computes with are the changed ones", () => {
  expect(BONUS.a.amount.value.toFixed()).toBe("1234");
  expect(OWNER_MINIMUM.investment.value.toFixed()).toBe("40000000");
});

// Other eligible areas (tier 5), a distress score of 60 (greater than 50): base b.(5) 500 +
// c.(1)(a) 1,234 = gross 1,734, under the d.(5) limit of 3,000; a new job keeps all of it (f.(1)):
// 1,734.00; a retained job half (f.(2)): 867.00. A score of 50 is not greater than 50: 500.00,
// retained 250.00. With the statute's $1,000 these would be 1,500.00 and 750.00.
const SCORE_60: unknown[][] = [["mriDistressScore", 60]];

describe("s.75 c.(1)(a) at $1,234: every Emerge face", () => {
  test("the core", () => {
    const out = evaluate("emerge.perJob", { location: "other", mriDistressScore: 60 });
    expect(out).toMatchObject({
      ok: true,
      result: { perJobCredit: "1734.00", bonusTotal: "1234.00" },
    });
  });

  test("a cell: NJCREDIT.PERJOB", () => {
    expect(functions.perJob(other, newJob, SCORE_60)).toBe(1734);
    expect(functions.perJob(other, retained, SCORE_60)).toBe(867);
  });

  test("a grid: NJCREDIT.GRID, distress score 50 and 51 by job type", async () => {
    const grid = await functions.creditGrid(
      other,
      SCORE_60,
      "mriDistressScore",
      [[50, 51]],
      "jobType",
      [["new"], ["retained"]],
    );
    expect(grid.slice(1).map((row) => row.slice(1))).toEqual([
      [500, 1734],
      [250, 867],
    ]);
  });

  test("an explanation: NJCREDIT.EXPLAIN's (a) row and its total", () => {
    const rows = functions.explain(other, newJob, SCORE_60);
    const a = rows.find((row) => row[1] === "P.L.2020, c.156, s.75 c.(1)(a)");
    expect(a?.[3]).toBe(1234);
    expect(a?.[4]).toBe(true);
    expect(rows[rows.length - 1]).toContain(1734);
  });

  test("a comparison: NJCREDIT.COMPARE of score 50 and 60 bridges by (a) alone", () => {
    const rows = functions.compare(other, SCORE_60, newJob, [["mriDistressScore", 50]]);
    expect(rows.slice(1)).toEqual([
      [expect.stringContaining("distress score"), "c.(1)(a)", 1234, expect.any(String)],
      ["a", "", 500, ""],
      ["b", "", 1734, ""],
      ["b − a", "", 1234, ""],
    ]);
  });

  test("a portfolio: NJCREDIT.PORTFOLIO", async () => {
    const out = await functions.portfolio([
      ["id", "location", "mriDistressScore"],
      ["P-1", "other", 60],
    ]);
    expect(out).toEqual([
      ["id", "Status", "Per-job annual credit"],
      ["P-1", "credit", 1734],
    ]);
  });

  test("the pane: a PERJOB cell explained, its (a) step and its amount", async () => {
    const wb = new FakeWorkbook({
      sheets: { Credits: { A1: "mriDistressScore", B1: 60 } },
    });
    const info: CellInfo = {
      sheet: "Credits",
      row: 2,
      col: 1,
      formula: '=NJCREDIT.PERJOB("other","new",A1:B1)',
      value: 1734,
      spillParent: null,
    };
    const e: CellExplanation = await explainCell(info, wb);
    if (e.kind !== "explained") throw new Error(`not explained: ${e.message}`);
    const call = e.calls[0];
    expect(call.facts[0]).toEqual({ label: "Per-job annual credit", value: "$1,734.00" });
    const steps = call.parts.flatMap((p) => p.sections.flatMap((s) => s.steps));
    expect(steps.find((s) => s.id === "c.(1)(a)")).toMatchObject({
      applied: true,
      amount: "+$1,234.00",
    });
  });

  test("the CLI: njcredit perjob", async () => {
    const out = await run(perjobCommand, ["--location", "other", "--mri-distress-score", "60"]);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^Emerge per-job credit: 1,734\.00 per new job per year$/m);
    expect(out.stdout).toMatch(/^c\.\(1\)\(a\) .* 1,234\.00 /m);
  });

  test("eval: one JSON line", () => {
    expect(
      evalLine('{"calc":"emerge.perJob","inputs":{"location":"other","mriDistressScore":60}}'),
    ).toMatchObject({ ok: true, result: { perJobCredit: "1734.00" } });
  });

  test("batch: a CSV row", async () => {
    const out = await run(batchCommand, ["-"], {
      stdin: "calc,location,jobType,mriDistressScore\nemerge.perJob,other,retained,60\n",
    });
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/\b867\.00\b/);
    expect(out.stdout).not.toMatch(/\b750\.00\b/);
  });
});

// An owner with $45,000,000 invested, 300 approved jobs (the default) and 300 employees in each
// compliance year: not less than the changed $40,000,000 minimum (s.6 a.(2)(a)), so eligible; the
// credit is 100% of the investment (s.6 a.(1)): 45,000,000.00, one fifth a year, 9,000,000.00.
// Under the statute's $50,000,000 it would be ineligible, 0.00.
const EMPLOYMENT = [[300, 300, 300, 300, 300]];

describe("s.6 a.(2)(a) at $40,000,000: every wind face", () => {
  test("the core", () => {
    const out = evaluate("wind.schedule", {
      role: "owner",
      capitalInvestment: 45000000,
      employment: [300, 300, 300, 300, 300],
    });
    expect(out).toMatchObject({ ok: true, result: { eligible: true, totalCredit: "45000000.00" } });
  });

  test("a cell: NJWIND.CREDIT", () => {
    expect(functions.windCredit(owner, 45000000, EMPLOYMENT)).toBe(45000000);
  });

  test("a grid: NJWIND.GRID, 39,999,999.99 and 40,000,000 invested", async () => {
    // One cent under the changed minimum: not eligible, 0; at it: 40,000,000.00.
    const grid = await functions.windGrid(
      owner,
      45000000,
      [["employment", 300, 300, 300, 300, 300]],
      "capitalInvestment",
      [[39999999.99, 40000000]],
      "approvedJobs",
      [[300]],
    );
    expect(grid.slice(1).map((row) => row.slice(1))).toEqual([[0, 40000000]]);
  });

  test("a portfolio: NJWIND.PORTFOLIO", async () => {
    const out = await functions.windPortfolio(
      [
        ["id", "role", "capitalInvestment", "employment"],
        ["W-1", "owner", 45000000, "300;300;300;300;300"],
      ],
      [["totalCredit"]],
    );
    expect(out[1]).toEqual(["W-1", 45000000]);
  });

  test("the CLI: njcredit wind", async () => {
    const out = await run(windCommand, [
      "--role",
      "owner",
      "--capital-investment",
      "45000000",
      "--employment",
      "300,300,300,300,300",
    ]);
    expect(out.code).toBe(0);
    // Every year met (300 employees against at most 300 required): all five fifths allowed.
    expect(out.stdout).toMatch(/^Total\s+45,000,000\.00\s+45,000,000\.00$/m);
  });
});
