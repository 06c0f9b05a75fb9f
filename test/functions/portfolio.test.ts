/**
 * NJCREDIT.PORTFOLIO / NJWIND.PORTFOLIO (issue 31): a table of projects in, a row of results per
 * project out. Golden tables worked by hand from the statute (the arithmetic in each comment);
 * one bad row among good ones, a blank row, an unknown column, seven-year schedules, owners and
 * tenants mixed; the limit on its size at the limit and one past it; and 10,000 random rows,
 * each equal to the single-cell function's cell for the same project.
 */
import fc from "fast-check";
import { preparePortfolio, type ArgValue } from "../../src/functions/calls";
import { GRID_CHUNK_MS, GRID_CHUNK_WORK, gridClock, invoke } from "../../src/functions/cells";
import { portfolioTableAsync } from "../../src/functions/portfolio";
import * as functions from "../../src/functions/functions";
import { PORTFOLIO_COLUMNS, PORTFOLIO_PROJECTS } from "../../src/excel/templates";
import { FACILITY_CRITERIA, facility, facilityTable } from "../support/facilities";
import { installCustomFunctionsStub, rejected, StubCustomFunctionsError, thrown } from "./stub";

beforeAll(installCustomFunctionsStub);

type Cell = string | number | boolean | null;

/** A cell of the spill as a comparable value: an error as "#VALUE! message". */
function shown(cell: unknown): unknown {
  return cell instanceof StubCustomFunctionsError ? `${cell.code} ${cell.message}` : cell;
}

async function emerge(table: Cell[][], calc?: string, columns?: unknown): Promise<unknown[][]> {
  const out = await functions.portfolio(
    table as unknown[][],
    calc as never,
    columns as unknown[][],
  );
  return out.map((row) => row.map(shown));
}

async function wind(table: Cell[][], columns?: unknown): Promise<unknown[][]> {
  const out = await functions.windPortfolio(table as unknown[][], columns as unknown[][]);
  return out.map((row) => row.map(shown));
}

/** The template's five projects, one per location category (src/excel/templates.ts). */
const FIVE: Cell[][] = [[...PORTFOLIO_COLUMNS], ...PORTFOLIO_PROJECTS.map((r) => [...r])];

describe("golden tables", () => {
  test("five projects, one per location category: the per-job credit of each", async () => {
    // P-1 grm (tier 1), 300 new jobs, targeted industry: base 4,000 (b.(1)) + (c)(i) 251–400 new
    //     jobs 500 + (h) 500 = 5,000, under the 8,000 limit (d.(1)) → 5,000.00
    // P-2 enhanced (tier 2), small business: base 3,500 (b.(2)) + (e) 500 = 4,000, under 6,000;
    //     e.: salary 58,000 is 6.45% below 62,000: 4,000 × 58,000 / 62,000 = 3,741.935… → 3,741.94
    // P-3 distressed (tier 3), 450 new jobs, targeted: 3,000 + (c)(ii) 401–600 750 + (h) 500
    //     = 4,250, under 5,000 → 4,250.00
    // P-4 qoz (tier 4), small, targeted: 2,500 + (e) 500 + (h) 500 + (q) in a qualified
    //     opportunity zone 1,000 = 4,500, over the 4,000 limit (d.(4)) → 4,000.00
    // P-5 other (tier 5), 1,200 new jobs, small, targeted: 500 + (c)(v) over 1,000 1,500 + (e)
    //     500 + (h) 500 = 3,000: at the 3,000 limit (d.(5)), not over it → 3,000.00
    expect(await emerge(FIVE)).toEqual([
      ["id", "Status", "Per-job annual credit"],
      ["P-1", "credit", 5000],
      ["P-2", "credit", 3741.94],
      ["P-3", "credit", 4250],
      ["P-4", "credit", 4000],
      ["P-5", "credit", 3000],
    ]);
  });

  test('the same five as annual credits (calc "annual"): new jobs × the per-job credit', async () => {
    // f.(1): each new job earns the per-job credit; no retained jobs and no annual cap given.
    // P-1 300 × 5,000.00 = 1,500,000.00; P-2 120 × 3,741.94 = 449,032.80;
    // P-3 450 × 4,250.00 = 1,912,500.00; P-4 40 × 4,000.00 = 160,000.00;
    // P-5 1,200 × 3,000.00 = 3,600,000.00. Before the cap, the same.
    expect(await emerge(FIVE, "annual")).toEqual([
      ["id", "Annual credit", "Before cap"],
      ["P-1", 1500000, 1500000],
      ["P-2", 449032.8, 449032.8],
      ["P-3", 1912500, 1912500],
      ["P-4", 160000, 160000],
      ["P-5", 3600000, 3600000],
    ]);
  });

  test("one bad row among good ones: its own #VALUE!, the single-cell function's message; the rest compute", async () => {
    const table: Cell[][] = [
      ["name", "location", "smallBusiness"],
      ["good", "other", true], // 500 + (e) 500 = 1,000.00
      ["bad", "nowhere", true],
      ["also good", "grm", false], // 4,000.00, no bonus
    ];
    const out = await emerge(table);
    const single = thrown(() =>
      invoke("NJCREDIT.PERJOB", "nowhere", null, [["smallBusiness", true]]),
    );
    expect(out).toEqual([
      ["name", "Status", "Per-job annual credit"],
      ["good", "credit", 1000],
      ["bad", `#VALUE! ${single.message}`, `#VALUE! ${single.message}`],
      ["also good", "credit", 4000],
    ]);
    expect(single.message).toMatch(/^location/);
  });

  test("a blank row stays blank, and a table may end in blank rows (it can grow)", async () => {
    const table: Cell[][] = [
      ["id", "location"],
      ["A", "other"], // tier 5 base: 500.00
      [null, null],
      ["B", "qoz"], // 2,500 + (q) 1,000 = 3,500.00, under 4,000
      [null, ""],
    ];
    expect(await emerge(table)).toEqual([
      ["id", "Status", "Per-job annual credit"],
      ["A", "credit", 500],
      ["", "", ""],
      ["B", "credit", 3500],
      ["", "", ""],
    ]);
  });

  test("a column that is not an input is an error naming it, as criteria's are", async () => {
    const table: Cell[][] = [
      ["id", "location", "smallBuisness"],
      ["A", "other", true],
    ];
    expect((await rejected(functions.portfolio(table as unknown[][]))).message).toBe(
      `table: the table's column 3, "smallBuisness", is not an input of the Emerge per-job credit; did you mean "smallBusiness"? (the header row names inputs as criteria do; an "id" or "name" column is echoed as it is)`,
    );
    // Named twice, in two spellings: which one a row means would be a guess.
    const twice: Cell[][] = [
      ["location", "newJobs", "New jobs"],
      ["other", 1, 2],
    ];
    expect((await rejected(functions.portfolio(twice as unknown[][]))).message).toBe(
      `newJobs: the table names newJobs twice (columns 2, "newJobs", and 3, "New jobs"); give each column once`,
    );
  });

  test('seven-year schedules (calc "schedule"): each year\'s jobs in one cell, as batch reads them', async () => {
    // S-1 other (tier 5), no bonus: 500 a new job a year; 10 + 20 + … + 70 = 280 job-years
    //     × 500 = 140,000.00 over seven years (s.75 a.).
    // S-2 enhanced (tier 2): 3,500 a job; 50 new jobs in each of 3 years = 150 × 3,500
    //     = 525,000.00.
    const table: Cell[][] = [
      ["id", "location", "newJobs"],
      ["S-1", "other", "10;20;30;40;50;60;70"],
      ["S-2", "enhanced", "50;50;50"],
    ];
    expect(await emerge(table, "schedule")).toEqual([
      ["id", "Total credit"],
      ["S-1", 140000],
      ["S-2", 525000],
    ]);
  });

  test("wind owners and tenants in one table", async () => {
    // W-1 owner: 80,000,000 invested, 300 approved jobs: the whole investment is the credit
    //     (s.6 a.(1)); one-fifth, 16,000,000, a compliance year; employment 120, 160, 210, 310,
    //     320 meets each year's minimum (100, 150, 200, 300, 300: s.6 f.) → all 80,000,000
    //     allowed, nothing pending.
    // W-2 tenant: its own 4,000,000 plus its 35% of the owner's 60,000,000 (21,000,000, at least
    //     17,500,000: s.6 a.(2)(b)) = 25,000,000, 5,000,000 a year; years 1 and 2 limited to the
    //     lease payments, 2,000,000 and 2,500,000 (s.6 d.); year 3's 140 employees miss 200 (not
    //     met); years 4 and 5 have no employment yet (pending, 10,000,000) → allowed 4,500,000.
    const table: Cell[][] = [
      [
        "id",
        "role",
        "capitalInvestment",
        "tenantCapitalInvestment",
        "tenantLeasedShare",
        "approvedJobs",
        "firstYear",
        "employment",
        "leasePayments",
      ],
      ["W-1", "owner", 80000000, null, null, 300, 2026, "120;160;210;310;320", null],
      [
        "W-2",
        "tenant",
        60000000,
        4000000,
        0.35,
        300,
        2026,
        "110;150;140",
        "2000000;2500000;2500000;2500000;2500000",
      ],
    ];
    expect(
      await wind(table, [["totalCredit", "allowedTotal", "pendingTotal", "notMetTotal"]]),
    ).toEqual([
      ["id", "Total credit", "Allowed total", "Pending total", "Not met total"],
      ["W-1", 80000000, 80000000, 0, 0],
      ["W-2", 25000000, 4500000, 10000000, 5000000],
    ]);
  });

  test("a wind row with no role is an error, never an owner's credit; a table without a role column too", async () => {
    const table: Cell[][] = [
      ["id", "role", "capitalInvestment"],
      ["W-1", null, 80000000],
    ];
    expect(await wind(table, "totalCredit")).toEqual([
      ["id", "Total credit"],
      ["W-1", `#VALUE! role is required: "owner" or "tenant"; table row 2's role cell is empty`],
    ]);
    const noRole: Cell[][] = [["capitalInvestment"], [80000000]];
    expect((await rejected(functions.windPortfolio(noRole as unknown[][]))).message).toMatch(
      /^role is required: the table needs a role column/,
    );
  });
});

describe("arguments", () => {
  test("calc and columns: named as AutoComplete and the descriptors name them; anything else is refused", async () => {
    const table: Cell[][] = [["location"], ["other"]];
    expect(await emerge(table, "perJob", [["Per-job annual credit"]])).toEqual([
      ["Per-job annual credit"],
      [500],
    ]);
    expect(
      (await rejected(functions.portfolio(table as unknown[][], "yearly" as never))).message,
    ).toBe('calc must be "perJob", "annual", "schedule"; "yearly" is not accepted');
    expect(
      (await rejected(functions.portfolio(table as unknown[][], undefined, [["credit"]]))).message,
    ).toMatch(
      /^columns: "credit" is not a result column of the Emerge per-job credit; its columns are "status" \(Status\), "perJobCredit" \(Per-job annual credit\)$/,
    );
    expect((await rejected(functions.portfolio("location" as never))).message).toMatch(
      /^table must be a range/,
    );
  });

  test("headers FALSE: the rows only", async () => {
    const out = await functions.portfolio([["location"], ["other"]], undefined, undefined, false);
    expect(out).toEqual([["credit", 500]]);
  });

  test("at most 100,000 project-years: at the limit and one past it", () => {
    const rows = (n: number, cell: Cell): ArgValue => [
      ["location", "newJobs"],
      ...Array.from({ length: n }, () => ["other", cell]),
    ];
    // Per-job: a year a project. 100,000 rows are accepted, 100,001 refused.
    expect(() => preparePortfolio("NJCREDIT.PORTFOLIO", [rows(100000, 1)])).not.toThrow();
    expect(() => preparePortfolio("NJCREDIT.PORTFOLIO", [rows(100001, 1)])).toThrow(
      "a portfolio computes at most 100,000 project-years (projects × the years each computes, as a GRID); these 100,001 rows are 100,001. Split the table into several portfolios",
    );
    // Seven-year schedules: 14,285 × 7 = 99,995 accepted; 14,286 × 7 = 100,002 refused.
    const seven = "1;1;1;1;1;1;1";
    expect(() =>
      preparePortfolio("NJCREDIT.PORTFOLIO", [rows(14285, seven), "schedule"]),
    ).not.toThrow();
    expect(() => preparePortfolio("NJCREDIT.PORTFOLIO", [rows(14286, seven), "schedule"])).toThrow(
      /these 14,286 rows are 100,002/,
    );
  });
});

describe("each row is the single-cell function's cell for the same project", () => {
  const LOCATIONS = ["grm", "enhanced", "distressed", "qoz", "corridor", "other", "nowhere"];
  const emergeRow = fc.record({
    location: fc.constantFrom(...LOCATIONS),
    jobType: fc.constantFrom("new", "retained", null),
    newJobs: fc.option(fc.integer({ min: 0, max: 1500 }), { nil: null }),
    smallBusiness: fc.option(fc.boolean(), { nil: null }),
    targetedIndustry: fc.option(fc.boolean(), { nil: null }),
    projectMedianSalary: fc.option(fc.integer({ min: 30000, max: 120000 }), { nil: null }),
    benchmarkMedianSalary: fc.option(fc.integer({ min: 30000, max: 120000 }), { nil: null }),
    lowestHourlyWage: fc.option(fc.double({ min: 10, max: 40, noNaN: true }), { nil: null }),
    year: fc.constantFrom(2024, 2025, 2026),
  });

  test("10,000 random Emerge rows against NJCREDIT.PERJOB", async () => {
    const projects = fc.sample(emergeRow, { numRuns: 10000, seed: 31 });
    const names = Object.keys(projects[0]) as (keyof (typeof projects)[0])[];
    const table: Cell[][] = [names, ...projects.map((p) => names.map((n) => p[n]))];
    const out = await emerge(table, "perJob", [["perJobCredit"]]);
    expect(out).toHaveLength(projects.length + 1);
    projects.forEach((p, i) => {
      const criteria = names
        .filter((n) => n !== "location" && n !== "jobType" && p[n] !== null)
        .map((n) => [n, p[n]]);
      let single: unknown;
      try {
        single = invoke(
          "NJCREDIT.PERJOB",
          p.location,
          p.jobType,
          criteria.length > 0 ? criteria : null,
        );
      } catch (err) {
        single = shown(err);
      }
      expect([i, out[i + 1][0]]).toEqual([i, single]);
    });
    // Both kinds were met many times: credits, and rows the law refuses.
    const cells = out.slice(1).map((r) => r[0]);
    expect(cells.filter((c) => typeof c === "number" && c > 0).length).toBeGreaterThan(3000);
    expect(
      cells.filter((c) => typeof c === "string" && c.startsWith("#VALUE!")).length,
    ).toBeGreaterThan(500);
  });

  test("10,000 random wind rows against NJWIND.CREDIT", async () => {
    const projects = fc.sample(facility, { numRuns: 10000, seed: 6 });
    const table: Cell[][] = facilityTable(projects);
    const out = await wind(table, [["totalCredit"]]);
    projects.forEach((p, i) => {
      const criteria = FACILITY_CRITERIA.filter((n) => p[n] !== null).map((n) => [n, p[n]]);
      let single: unknown;
      try {
        single = invoke(
          "NJWIND.CREDIT",
          p.role,
          p.capitalInvestment,
          p.employment.length > 0 ? [p.employment] : null,
          criteria.length > 0 ? criteria : null,
        );
      } catch (err) {
        single = shown(err);
      }
      expect([i, out[i + 1][0]]).toEqual([i, single]);
    });
    const cells = out.slice(1).map((r) => r[0]);
    expect(cells.filter((c) => typeof c === "number" && c > 0).length).toBeGreaterThan(1500);
    expect(
      cells.filter((c) => typeof c === "string" && c.startsWith("#VALUE!")).length,
    ).toBeGreaterThan(100);
  });
});

describe("a long portfolio never holds the runtime", () => {
  const table = (n: number): ArgValue => [
    ["location"],
    ...Array.from({ length: n }, () => ["other"]),
  ];

  test("computed in chunks that yield between them, by the grid's clock (a test clock here)", async () => {
    // Every look at the clock says another 11 ms passed: each chunk is one piece of rows.
    let now = 0;
    const real = gridClock.now;
    gridClock.now = () => (now += GRID_CHUNK_MS + 1);
    let yields = 0;
    try {
      const out = await portfolioTableAsync(
        preparePortfolio("NJCREDIT.PORTFOLIO", [table(1000)]),
        undefined,
        async () => {
          yields++;
        },
      );
      expect(out).toHaveLength(1001);
      expect(out[1000]).toEqual(["credit", 500]);
      // A per-job row is one project-year: GRID_CHUNK_WORK (100) rows a piece, a yield before
      // every piece but the first.
      expect(GRID_CHUNK_WORK).toBe(100);
      expect(yields).toBe(1000 / 100 - 1);
    } finally {
      gridClock.now = real;
    }
  });

  test("Excel's cancel stops it before the next chunk", async () => {
    const invocation = {} as { onCanceled?: () => void };
    let yields = 0;
    const real = gridClock.now;
    let now = 0;
    gridClock.now = () => (now += GRID_CHUNK_MS + 1);
    try {
      const done = portfolioTableAsync(
        preparePortfolio("NJCREDIT.PORTFOLIO", [table(1000)]),
        invocation as never,
        async () => {
          if (++yields === 3) invocation.onCanceled!();
        },
      );
      await expect(done).rejects.toMatchObject({
        code: "#N/A",
        message: "the portfolio was canceled before it finished",
      });
      expect(yields).toBe(3);
    } finally {
      gridClock.now = real;
    }
  });
});
