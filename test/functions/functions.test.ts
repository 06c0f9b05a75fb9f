/**
 * The custom functions as Excel calls them (with a stub CustomFunctions global): every function,
 * its numbers worked out by hand from the statute, its spill shape, empty-cell handling and
 * every kind of error, which must be #VALUE! with a message naming the input.
 */
import { evaluate } from "../../src/core";
import * as functions from "../../src/functions/functions";
import {
  cell,
  EMERGE_SCHEDULE_HEADERS,
  TRACE_HEADERS,
  WIND_SCHEDULE_HEADERS,
  errorMessage,
} from "../../src/functions/cells";
import { StubCustomFunctionsError, installCustomFunctionsStub, rejected, thrown } from "./stub";

/**
 * The core's own refusal of a missing newJobs (readEmergeInputs decides it, once): the cells
 * add only what the core cannot know, which argument or GRID value was empty.
 */
function coreRefusal(calc: "emerge.annual" | "emerge.schedule"): string {
  const out = evaluate(calc, { location: "grm" });
  if (out.ok || out.error.input !== "newJobs") throw new Error("the core no longer refuses it");
  return out.error.message;
}

beforeAll(installCustomFunctionsStub);

// Excel passes null for an omitted argument or an empty cell; the TypeScript signatures (which
// generate the metadata) say `x?: unknown[][]`, so the tests call them loosely typed.
type Loose<R> = (...args: unknown[]) => R;
const perJob = functions.perJob as Loose<number>;
const annual = functions.annual as Loose<number>;
const schedule = functions.schedule as Loose<unknown[][]>;
const explain = functions.explain as Loose<unknown[][]>;
const creditGrid = functions.creditGrid as Loose<Promise<unknown[][]>>;
const minWage = functions.minWage as Loose<number>;
const windCredit = functions.windCredit as Loose<number>;
const windSchedule = functions.windSchedule as Loose<unknown[][]>;
const windExplain = functions.windExplain as Loose<unknown[][]>;
const windGrid = functions.windGrid as Loose<Promise<unknown[][]>>;

describe("NJCREDIT.PERJOB", () => {
  test("enhanced area, small business, 300 new jobs", () => {
    // Base T2 3,500 (s.75 b.(2)) + (c) 500 (300 is 251–400) + (e) 500 = 4,500 ≤ cap 6,000.
    expect(
      perJob("enhanced", null, [
        ["smallBusiness", true],
        ["newJobs", 300],
      ]),
    ).toBe(4500);
  });

  test("retained job: half", () => {
    // 4,500 × 1/2 = 2,250 (s.75 f.).
    expect(
      perJob("enhanced", "retained", [
        ["smallBusiness", true],
        ["newJobs", 300],
      ]),
    ).toBe(2250);
  });

  test("criteria across two rows give the same answer", () => {
    expect(
      perJob("enhanced", null, [
        ["smallBusiness", "newJobs"],
        [true, 300],
      ]),
    ).toBe(4500);
  });

  test("omitted optional arguments arrive as null; only location is needed", () => {
    // grm is tier 1: base 4,000, no bonus.
    expect(perJob("grm", null, null)).toBe(4000);
    expect(perJob("grm")).toBe(4000);
  });

  test("an empty criteria value is not given, never zero", () => {
    // projectMedianSalary empty: no salary reduction, no (f) bonus: still 4,000.
    expect(
      perJob("grm", null, [
        ["projectMedianSalary", ""],
        ["benchmarkMedianSalary", null],
      ]),
    ).toBe(4000);
  });

  test("the cell shows exactly what evaluate says", () => {
    const criteria = [
      ["mriDistressScore", 62.5],
      ["projectMedianSalary", 52000],
      ["benchmarkMedianSalary", 60000],
      ["newJobs", 420],
    ];
    const inputs = Object.fromEntries([["location", "distressed"], ...criteria]);
    const out = evaluate("emerge.perJob", inputs);
    if (!out.ok) throw new Error(out.error.message);
    expect(perJob("distressed", null, criteria)).toBe(Number(out.result.perJobCredit));
    // Base 3,000 + (a) 1,000 + (c) 750 (420 is 401–600) = 4,750 ≤ cap 5,000; salary 52,000 is
    // 8,000 / 60,000 = 13⅓% below: 4,750 × 52,000 / 60,000 = 4,116.666… → 4,116.67.
    expect(perJob("distressed", null, criteria)).toBe(4116.67);
  });

  test("bad input: #VALUE! naming the input", () => {
    expect(thrown(() => perJob("enhancd", null, null))).toEqual({
      code: "#VALUE!",
      message:
        'location must be one of grm, enhanced, distressed, qoz, corridor, other; "enhancd" is not accepted; did you mean enhanced?',
    });
    expect(thrown(() => perJob(null, null, null)).message).toMatch(/^location/);
    expect(thrown(() => perJob("grm", "old", null)).message).toMatch(
      /^jobType must be one of new, retained/,
    );
    expect(thrown(() => perJob("grm", null, [["newJobs", -3]])).message).toMatch(
      /^newJobs must be 0 or more/,
    );
    expect(thrown(() => perJob("grm", null, [["smallBusines", true]])).message).toMatch(
      /^"smallBusines" is not an input of .*did you mean "smallBusiness"\?$/,
    );
  });

  test("argument and criteria giving the same input: #VALUE!", () => {
    expect(thrown(() => perJob("grm", "new", [["jobType", "retained"]]))).toEqual({
      code: "#VALUE!",
      message:
        "jobType is given both as the jobType argument and in criteria (row 1); give it once",
    });
    expect(thrown(() => perJob("grm", null, [["location", "enhanced"]])).message).toBe(
      "location is given both as the location argument and in criteria (row 1); give it once",
    );
  });

  test("shape errors: #VALUE! naming the argument", () => {
    expect(thrown(() => perJob([["grm"], ["enhanced"]], null, null)).message).toBe(
      "location takes one value, not a range of 2 × 1 cells",
    );
    expect(
      thrown(() => perJob("grm", null, [["smallBusiness"], ["newJobs"], ["x"]])).message,
    ).toMatch(/^criteria must be/);
  });
});

describe("NJCREDIT.ANNUAL", () => {
  test("300 new and 20 retained jobs in an enhanced area", () => {
    // Per new job 3,500 + (c) 500 = 4,000; per retained 2,000.
    // 300 × 4,000 + 20 × 2,000 = 1,200,000 + 40,000 = 1,240,000.
    expect(annual("enhanced", 300, 20, null)).toBe(1240000);
  });

  test("retainedJobs omitted is 0; the annual cap applies", () => {
    // 300 × 4,000 = 1,200,000; min(1,200,000, annualCap 1,000,000) = 1,000,000 (s.75 g.).
    expect(annual("enhanced", 300, null, null)).toBe(1200000);
    expect(annual("enhanced", 300, null, [["annualCap", 1000000]])).toBe(1000000);
  });

  test("newJobs is required: an empty cell is #VALUE!, never a credit for 0 new jobs", () => {
    // Were the core's default (0 new jobs) used, 20 retained jobs would show 20 × 2,000 = 40,000.
    expect(thrown(() => annual("enhanced", null, 20, null))).toEqual({
      code: "#VALUE!",
      message: `${coreRefusal("emerge.annual")}; the newJobs argument is empty and criteria do not give it`,
    });
    expect(thrown(() => annual("enhanced", "", 20, [["newJobs", null]])).message).toMatch(
      /^newJobs is required/,
    );
    // Given in criteria instead: 300 × 4,000 + 20 × 2,000 = 1,240,000. 0 is a value: with no
    // new jobs there is no (c) bonus, so a retained job earns 3,500 / 2 = 1,750; 20 × 1,750.
    expect(annual("enhanced", null, 20, [["newJobs", 300]])).toBe(1240000);
    expect(annual("enhanced", 0, 20, null)).toBe(35000);
  });

  test("bad input: #VALUE! naming it", () => {
    expect(thrown(() => annual("enhanced", 2.5, null, null)).message).toMatch(
      /^newJobs must be a whole number/,
    );
    expect(thrown(() => annual("enhanced", 300, null, [["newJobs", 5]])).message).toBe(
      "newJobs is given both as the newJobs argument and in criteria (row 1); give it once",
    );
  });
});

describe("NJCREDIT.SCHEDULE", () => {
  test("two years as a row, one retained count for every year; header and total rows", () => {
    const table = schedule("enhanced", [[300, 310, ""]], [[20]], [["firstYear", 2025]], null);
    // Year 1: 300 × 4,000 + 20 × 2,000 = 1,240,000. Year 2: 310 new jobs is still 251–400,
    // so 4,000 per new job: 310 × 4,000 + 20 × 2,000 = 1,280,000. Total 2,520,000.
    expect(table).toEqual([
      EMERGE_SCHEDULE_HEADERS,
      [1, 2025, 300, 20, 4000, 2000, 1240000, "", 1240000],
      [2, 2026, 310, 20, 4000, 2000, 1280000, "", 1280000],
      ["Total", "", "", "", "", "", "", "", 2520000],
    ]);
  });

  test("a column of counts, headers FALSE: figures only", () => {
    const table = schedule("enhanced", [[300], [310]], null, null, false);
    expect(table).toEqual([
      [1, "", 300, 0, 4000, 2000, 1200000, "", 1200000],
      [2, "", 310, 0, 4000, 2000, 1240000, "", 1240000],
      ["Total", "", "", "", "", "", "", "", 2440000],
    ]);
  });

  test("an annual cap: the cap column, and a capped year's credit", () => {
    // qoz is tier 4: base 2,500 (b.(4)) + (q) opportunity zone 1,000 (TRUE by default for qoz).
    // Year 1: + (c) 500 for 300 new jobs = 4,000 (at the d.(4) limit of 4,000), 2,000 retained;
    // 300 × 4,000 + 10 × 2,000 = 1,220,000 > annualCap 1,000,000: credit 1,000,000.
    // Year 2: 100 new jobs, no (c): 3,500 and 1,750; 100 × 3,500 + 10 × 1,750 = 367,500.
    // Total 1,000,000 + 367,500 = 1,367,500.
    expect(schedule("qoz", [[300, 100]], 10, [["annualCap", 1000000]], false)).toEqual([
      [1, "", 300, 10, 4000, 2000, 1220000, 1000000, 1000000],
      [2, "", 100, 10, 3500, 1750, 367500, 1000000, 367500],
      ["Total", "", "", "", "", "", "", "", 1367500],
    ]);
  });

  test("every row has the header's width", () => {
    const table = schedule("grm", [[1, 2, 3, 4, 5, 6, 7]], null, null, true) as unknown[][];
    expect(table).toHaveLength(1 + 7 + 1);
    for (const row of table) expect(row).toHaveLength(EMERGE_SCHEDULE_HEADERS.length);
  });

  test("newJobsByYear is required: an empty range is #VALUE!, never a schedule of zeros", () => {
    const required = `${coreRefusal("emerge.schedule")}; the newJobsByYear argument is empty and criteria do not give newJobs`;
    expect(thrown(() => schedule("grm", [[null, null, ""]], [[5]], null, null)).message).toBe(
      required,
    );
    expect(thrown(() => schedule("grm", null, null, null, null)).message).toBe(required);
    // From criteria: 2 years of 10 new jobs in a GRM, 4,000 each = 40,000 a year, 80,000 in all.
    const table = schedule("grm", null, null, [["newJobs", 10, 10]], false) as unknown[][];
    expect(table[table.length - 1][8]).toBe(80000);
  });

  test("errors: a 2-D range, more than seven years, a bad headers flag", () => {
    expect(
      thrown(() =>
        schedule(
          "grm",
          [
            [1, 2],
            [3, 4],
          ],
          null,
          null,
          null,
        ),
      ).message,
    ).toMatch(/^newJobsByYear must be a single row or a single column/);
    expect(
      thrown(() => schedule("grm", [[1, 2, 3, 4, 5, 6, 7, 8]], null, null, null)).message,
    ).toMatch(/^newJobs/);
    expect(thrown(() => schedule("grm", [[1]], null, null, "yes")).message).toBe(
      'headers must be TRUE or FALSE; "yes" is not accepted',
    );
  });
});

describe("NJCREDIT.EXPLAIN", () => {
  test("the per-job trace as a table, ending with the credit", () => {
    const table = explain(
      "enhanced",
      null,
      [
        ["smallBusiness", true],
        ["newJobs", 300],
      ],
      null,
    ) as unknown[][];
    const out = evaluate("emerge.perJob", {
      location: "enhanced",
      smallBusiness: true,
      newJobs: 300,
    });
    if (!out.ok) throw new Error(out.error.message);
    const trace = out.result.trace as {
      label: string;
      citation: string;
      amount: string | null;
      applied: boolean;
      reason: string;
    }[];
    expect(table[0]).toEqual(TRACE_HEADERS);
    expect(table).toHaveLength(1 + trace.length + 1);
    // Row 1 is the first step: the base amount of an enhanced area, 3,500 (s.75 b.(2)), the
    // statute's own rule.
    expect(table[1]).toEqual([
      trace[0].label,
      "P.L.2020, c.156, s.75 b.(2)",
      "Statute",
      3500,
      true,
      trace[0].reason,
    ]);
    // A step that did not apply shows an empty amount and FALSE.
    const rowA = table.find((r) => r[1] === "P.L.2020, c.156, s.75 c.(1)(a)") as unknown[];
    expect([rowA[3], rowA[4]]).toEqual(["", false]);
    expect(table[table.length - 1].slice(0, 5)).toEqual([
      "per-job annual credit",
      "P.L.2020, c.156, s.75",
      "",
      4500,
      true,
    ]);
    for (const row of table) expect(row).toHaveLength(TRACE_HEADERS.length);
  });

  test("headers FALSE drops the header row only", () => {
    const withHeaders = explain("grm", null, null, true) as unknown[][];
    expect(explain("grm", null, null, false)).toEqual(withHeaders.slice(1));
  });

  test("errors: #VALUE!", () => {
    expect(thrown(() => explain("nowhere", null, null, null)).message).toMatch(
      /^location must be one of/,
    );
  });
});

describe("NJCREDIT.GRID", () => {
  test("new jobs across, small business down, with headers", async () => {
    // newJobs 100: no (c); 300: (c) 500; 500: (c) 750. Small business adds (e) 500.
    // TRUE: 3,500 + 500 = 4,000; 3,500 + 500 + 500 = 4,500; 3,500 + 750 + 500 = 4,750.
    // FALSE: 3,500; 4,000; 4,250.
    expect(
      await creditGrid(
        "enhanced",
        [[null, null]],
        "newJobs",
        [[100, 300, 500]],
        "smallBusiness",
        [[true], [false]],
        null,
        null,
      ),
    ).toEqual([
      ["smallBusiness ↓ / newJobs →", 100, 300, 500],
      [true, 4000, 4500, 4750],
      [false, 3500, 4000, 4250],
    ]);
  });

  test("output annual, no headers; varying location overrides the argument", async () => {
    // Annual with 300 new jobs: per job (base + 500) × 300. grm 4,500 × 300 = 1,350,000;
    // other 1,000 × 300 = 300,000. annualCap 400,000 caps grm only.
    expect(
      await creditGrid(
        "enhanced",
        [["newJobs", 300]],
        "location",
        [["grm", "other"]],
        "annualCap",
        [[null], [400000]],
        "annual",
        false,
      ),
    ).toEqual([
      [1350000, 300000],
      [400000, 300000],
    ]);
  });

  test("an empty value among the varied ones is the input not given, and its header says so", async () => {
    // annualCap across: none (the empty cell), then 400,000. 300 new jobs: per job 4,000 + 500
    // = 4,500 in a GRM, 1,000 elsewhere ("other"); annual 1,350,000 and 300,000.
    expect(
      await creditGrid(
        "grm",
        [["newJobs", 300]],
        "annualCap",
        [[null, 400000]],
        "location",
        [["grm"], ["other"]],
        "annual",
        true,
      ),
    ).toEqual([
      ["location ↓ / annualCap →", "(not given)", 400000],
      ["grm", 1350000, 400000],
      ["other", 300000, 300000],
    ]);
  });

  test("every cell is the core's answer for its scenario", async () => {
    const grid = (await creditGrid(
      "qoz",
      [["benchmarkMedianSalary", 60000]],
      "projectMedianSalary",
      [[45000, 60000, 90000]],
      "newJobs",
      [[0], [800]],
      "perJob",
      false,
    )) as number[][];
    for (const [i, newJobs] of [0, 800].entries()) {
      for (const [j, salary] of [45000, 60000, 90000].entries()) {
        const out = evaluate("emerge.perJob", {
          location: "qoz",
          benchmarkMedianSalary: 60000,
          projectMedianSalary: salary,
          newJobs,
        });
        if (!out.ok) throw new Error(out.error.message);
        expect(grid[i][j]).toBe(Number(out.result.perJobCredit));
      }
    }
  });

  test("a rejected value shows #VALUE! in its own cell", async () => {
    const grid = (await creditGrid(
      "grm",
      null,
      "newJobs",
      [[0, -1]],
      "smallBusiness",
      [[false]],
      null,
      false,
    )) as unknown[][];
    expect(grid[0][0]).toBe(4000);
    expect(grid[0][1]).toBeInstanceOf(StubCustomFunctionsError);
    expect((grid[0][1] as StubCustomFunctionsError).message).toMatch(/^newJobs must be 0 or more/);
  });

  test("when every scenario fails, the call fails with the message", async () => {
    expect(
      (
        await rejected(
          creditGrid("nowhere", null, "newJobs", [[1, 2]], "smallBusiness", [[true]], null, null),
        )
      ).message,
    ).toMatch(/^location must be one of/);
  });

  test("an output counting jobs needs newJobs, in criteria or varied", async () => {
    expect(
      (
        await rejected(
          creditGrid(
            "grm",
            null,
            "smallBusiness",
            [[true, false]],
            "training",
            [["none"]],
            "annual",
          ),
        )
      ).message,
    ).toBe(
      `${coreRefusal("emerge.annual")}; criteria do not give it and neither rowInput nor columnInput varies it`,
    );
    expect(
      (
        await rejected(
          creditGrid("grm", null, "smallBusiness", [[true]], "training", [["none"]], "total"),
        )
      ).message,
    ).toBe(
      `${coreRefusal("emerge.schedule")}; criteria do not give it and neither rowInput nor columnInput varies it`,
    );
    // Varied instead: 10 new jobs in a GRM, 4,000 each = 40,000; small business +500 = 45,000.
    expect(
      await creditGrid(
        "grm",
        null,
        "newJobs",
        [[10]],
        "smallBusiness",
        [[false], [true]],
        "annual",
        false,
      ),
    ).toEqual([[40000], [45000]]);
    // An empty cell among newJobs's values: that column is #VALUE!, not 0 new jobs.
    const grid = (await creditGrid(
      "grm",
      null,
      "newJobs",
      [[10, null, 20]],
      "smallBusiness",
      [[false]],
      "annual",
      true,
    )) as unknown[][];
    // 10 × 4,000 = 40,000; 20 × 4,000 = 80,000.
    expect([grid[0], grid[1][0], grid[1][1], grid[1][3]]).toEqual([
      ["smallBusiness ↓ / newJobs →", 10, "(not given)", 20],
      false,
      40000,
      80000,
    ]);
    expect(grid[1][2]).toEqual(
      new StubCustomFunctionsError(
        "#VALUE!",
        `${coreRefusal("emerge.annual")}; this column's value in rowValues is empty`,
      ),
    );
    // The per-job output needs no job count.
    expect(
      await creditGrid(
        "grm",
        null,
        "smallBusiness",
        [[false]],
        "training",
        [["none"]],
        null,
        false,
      ),
    ).toEqual([[4000]]);
  });

  test("argument errors", async () => {
    expect(
      (
        await rejected(
          creditGrid("grm", [[null]], "newJob", [[1]], "smallBusiness", [[true]], null, null),
        )
      ).message,
    ).toBe('rowInput: "newJob" is not an input of NJCREDIT.GRID; did you mean "newJobs"?');
    expect(
      (await rejected(creditGrid("grm", [[null]], "newJobs", [[1]], "newJobs", [[1]], null, null)))
        .message,
    ).toBe("columnInput must differ from rowInput; both are newJobs");
    expect(
      (
        await rejected(
          creditGrid("grm", [[null]], "newJobs", [[1]], "smallBusiness", [[true]], "mean", null),
        )
      ).message,
    ).toMatch(/^output must be one of/);
  });
});

describe("NJCREDIT.MINWAGE", () => {
  test("the last rate in force in the year (docs/emerge.md §5)", () => {
    expect(minWage(2019)).toBe(10); // 8.85 from 1 Jan, 10.00 from 1 Jul 2019
    expect(minWage(2025)).toBe(15.49);
    expect(minWage("2026")).toBe(15.92);
    expect(minWage([[2024]])).toBe(15.13);
  });

  test("errors: outside the table, not a whole year, empty", () => {
    expect(thrown(() => minWage(2030)).message).toMatch(
      /^year 2030 is outside the minimum wage table/,
    );
    expect(thrown(() => minWage(2025.5)).message).toMatch(/^year must be a whole number/);
    expect(thrown(() => minWage(null)).message).toMatch(/^year is required/);
  });
});

describe("NJWIND.CREDIT / SCHEDULE / EXPLAIN", () => {
  test("owner, 80,000,000, default 300 approved jobs: the whole base", () => {
    // Owner counted investment 80,000,000 ≥ 50,000,000 (s.6 a.(2)(a)); 300 jobs: 100% share.
    expect(windCredit("owner", 80000000, null, null)).toBe(80000000);
  });

  test("proration by approved jobs", () => {
    // 150–199 approved jobs: 50% of 80,000,000 = 40,000,000 (N.J.A.C. 19:31S-1.9).
    expect(windCredit("owner", 80000000, null, [["approvedJobs", 150]])).toBe(40000000);
  });

  test("schedule: two years met, three pending; total row", () => {
    // Scheduled 80,000,000 / 5 = 16,000,000 a year. Required jobs (M = 300): 100, 150, 200,
    // 300, 300. Employment 120 ≥ 100 and 160 ≥ 150: earned; years 3–5 pending.
    expect(windSchedule("owner", 80000000, [[120, 160]], null, null)).toEqual([
      WIND_SCHEDULE_HEADERS,
      [1, "", "", 100, 120, 16000000, "", 16000000, "earned"],
      [2, "", "", 150, 160, 16000000, "", 16000000, "earned"],
      [3, "", "", 200, "", 16000000, "", 0, "pending"],
      [4, "", "", 300, "", 16000000, "", 0, "pending"],
      [5, "", "", 300, "", 16000000, "", 0, "pending"],
      ["Total", "", "", "", "", 80000000, "", 32000000, ""],
    ]);
  });

  test("employment as a column, a missed year, tax years from criteria, no headers", () => {
    const table = windSchedule(
      "owner",
      80000000,
      [[120], [140]],
      [["firstYear", 2026]],
      false,
    ) as unknown[][];
    // Year 2: 140 < 150 required: not met, 0.
    expect(table[1]).toEqual([2, 2027, "2027-12-31", 150, 140, 16000000, "", 0, "not met"]);
    expect(table).toHaveLength(6);
  });

  test("tenant: the lease cap column, lease payments across a row of criteria", () => {
    // Tenant: 50% of the owner's 60,000,000 = 30,000,000, × 100% (default 300 approved jobs);
    // 30,000,000 / 5 = 6,000,000 a year. Year 1: 120 ≥ 100 jobs, lease payments 1,000,000 <
    // 6,000,000: allowed = min(6,000,000, 1,000,000), lease-capped (docs/wind.md). Year 2: 160 ≥ 150,
    // 2,000,000. Years 3–5 pending. Allowed 1,000,000 + 2,000,000 = 3,000,000.
    expect(
      windSchedule(
        "tenant",
        60000000,
        [[120, 160]],
        [
          ["tenantLeasedShare", 0.5, null],
          ["leasePayments", 1000000, 2000000],
        ],
        false,
      ),
    ).toEqual([
      [1, "", "", 100, 120, 6000000, 1000000, 1000000, "lease-capped"],
      [2, "", "", 150, 160, 6000000, 2000000, 2000000, "lease-capped"],
      [3, "", "", 200, "", 6000000, "", 0, "pending"],
      [4, "", "", 300, "", 6000000, "", 0, "pending"],
      [5, "", "", 300, "", 6000000, "", 0, "pending"],
      ["Total", "", "", "", "", 30000000, "", 3000000, ""],
    ]);
  });

  test("explain: the trace, ending with the total", () => {
    const table = windExplain("owner", 80000000, null, null, null) as unknown[][];
    expect(table[0]).toEqual(TRACE_HEADERS);
    // The result row fills step, citation, amount and applied; its source is left empty.
    expect(table[table.length - 1].slice(0, 5)).toEqual([
      "total credit",
      "P.L.2010, c.57, s.6",
      "",
      80000000,
      true,
    ]);
    const ineligible = windExplain("owner", 40000000, null, null, false) as unknown[][];
    const last = ineligible[ineligible.length - 1];
    expect(last.slice(3, 5)).toEqual([0, false]);
    expect(String(last[TRACE_HEADERS.indexOf("Reason")])).toMatch(
      /^not eligible: .*s\.6 a\.\(2\)\(a\)/,
    );
  });

  test("dates arrive from Excel as serials and are read as dates", () => {
    // Serial 45658 is 2025-01-01; + 181 days (Jan–Jun) = 45839 = 2025-07-01, the last day an
    // application may be made (s.6 b.: "after July 1, 2025" is too late); 45840 = 2025-07-02.
    expect(windCredit("owner", 80000000, null, [["applicationDate", 45839]])).toBe(80000000);
    expect(windCredit("owner", 80000000, null, [["applicationDate", 45840]])).toBe(0);
    expect(windCredit("owner", 80000000, null, [["applicationDate", "2025-07-02"]])).toBe(0);
    expect(
      thrown(() => windCredit("owner", 80000000, null, [["applicationDate", "July 2"]])).message,
    ).toMatch(/^applicationDate must be a date/);
  });

  test("role is required: an empty role cell is #VALUE!, never the owner's credit", () => {
    // Were the core's default (owner) used, a tenant's blank role would show 80,000,000.
    const message =
      'role is required: "owner" or "tenant"; the role argument is empty and criteria do not give it';
    expect(thrown(() => windCredit(null, 80000000, null, null)).message).toBe(message);
    expect(thrown(() => windSchedule("", 80000000, [[120]], null, null)).message).toBe(message);
    expect(thrown(() => windExplain(null, 80000000, null, null, null)).message).toBe(message);
    // Given in criteria instead: tenant, 50% of the owner's 60,000,000 = 30,000,000.
    expect(
      windCredit(null, 60000000, null, [
        ["role", "tenant"],
        ["tenantLeasedShare", 0.5],
      ]),
    ).toBe(30000000);
  });

  test("errors: #VALUE! naming the input", () => {
    expect(thrown(() => windCredit("landlord", 80000000, null, null)).message).toMatch(
      /^role must be one of owner, tenant/,
    );
    expect(thrown(() => windCredit("owner", -5, null, null)).message).toMatch(/^capitalInvestment/);
    expect(
      thrown(() =>
        windSchedule("owner", 80000000, [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]], null, null),
      ).message,
    ).toMatch(/^employment/);
    expect(
      thrown(() => windCredit("owner", 80000000, [[120]], [["employment", 130]])).message,
    ).toBe(
      "employment is given both as the employment argument and in criteria (row 1); give it once",
    );
  });
});

describe("NJWIND.GRID", () => {
  test("role is required, as an argument, in criteria or varied", async () => {
    expect(
      (
        await rejected(
          windGrid(null, 80000000, null, "approvedJobs", [[300]], "capitalInvestment", [[1]]),
        )
      ).message,
    ).toBe(
      'role is required: "owner" or "tenant"; the role argument is empty, criteria do not give it and neither rowInput nor columnInput varies it',
    );
    // Varied: owner, 80,000,000 × 100% (300 approved jobs) = 80,000,000.
    expect(
      await windGrid(
        null,
        80000000,
        null,
        "role",
        [["owner"]],
        "approvedJobs",
        [[300]],
        null,
        false,
      ),
    ).toEqual([[80000000]]);
    // An empty role among the values, across or down (first: a trailing empty cell ends a range):
    // that column, or that row, is #VALUE!; the owner's cells beside it are 80,000,000.
    const blank = (argument: string, line: string) =>
      expect.objectContaining({
        message: `role is required: "owner" or "tenant"; this ${line}'s value in ${argument} is empty`,
      });
    expect(
      await windGrid(
        null,
        80000000,
        null,
        "role",
        [["", "owner"]],
        "approvedJobs",
        [[300], [300]],
        null,
        false,
      ),
    ).toEqual([
      [blank("rowValues", "column"), 80000000],
      [blank("rowValues", "column"), 80000000],
    ]);
    expect(
      await windGrid(
        null,
        80000000,
        null,
        "approvedJobs",
        [[300, 300]],
        "role",
        [[""], ["owner"]],
        null,
        false,
      ),
    ).toEqual([
      [blank("columnValues", "row"), blank("columnValues", "row")],
      [80000000, 80000000],
    ]);
  });

  test("investment across, approved jobs down", async () => {
    // 40,000,000 < 50,000,000: not eligible, 0. 80,000,000 × 50% (150 jobs) = 40,000,000;
    // × 100% (300 jobs) = 80,000,000.
    expect(
      await windGrid(
        "owner",
        80000000,
        null,
        "capitalInvestment",
        [[40000000, 80000000]],
        "approvedJobs",
        [[150], [300]],
        null,
        null,
      ),
    ).toEqual([
      ["approvedJobs ↓ / capitalInvestment →", 40000000, 80000000],
      [150, 0, 40000000],
      [300, 0, 80000000],
    ]);
  });

  test("creditBase is 'not eligible' where there is none, never 0", async () => {
    const grid = await windGrid(
      "owner",
      80000000,
      [[null, null]],
      "capitalInvestment",
      [[40000000, 80000000]],
      "approvedJobs",
      [[300]],
      "creditBase",
      false,
    );
    expect(grid).toEqual([["not eligible", 80000000]]);
  });
});

describe("cell values that could pass for another number", () => {
  test("booleans are not 1 and 0, and 1 and 0 are not TRUE and FALSE", () => {
    expect(thrown(() => annual("grm", true, null, null)).message).toBe(
      "newJobs must be a number, not TRUE",
    );
    expect(thrown(() => perJob("grm", null, [["smallBusiness", 1]])).message).toBe(
      "smallBusiness must be TRUE or FALSE, not 1",
    );
    // Text TRUE (a cell formatted as text) is still TRUE: grm 4,000 + (e) 500 = 4,500.
    expect(perJob("grm", null, [["smallBusiness", "TRUE"]])).toBe(4500);
  });

  test("a share typed as 35% arrives as 0.35; 35 is refused, never read as 3,500%", () => {
    // Tenant: 60,000,000 × 35% = 21,000,000 + its own 4,000,000 = 25,000,000 (× 100%).
    const tenant = (share: unknown) =>
      windCredit("tenant", 60000000, null, [
        ["tenantLeasedShare", share],
        ["tenantCapitalInvestment", 4000000],
      ]);
    expect(tenant(0.35)).toBe(25000000);
    expect(thrown(() => tenant(35)).message).toBe(
      "tenantLeasedShare must be between 0 and 1; 35 is not accepted",
    );
  });

  test("text numbers, with or without thousands separators, are the numbers", () => {
    // 300 × 4,000 + 20 × 2,000 = 1,240,000 (enhanced; see NJCREDIT.ANNUAL above).
    expect(annual("enhanced", "300", "20", null)).toBe(1240000);
    expect(windCredit("owner", "80,000,000", null, null)).toBe(80000000);
    expect(thrown(() => annual("enhanced", "300 jobs", null, null)).message).toBe(
      'newJobs must be a number; "300 jobs" is not one',
    );
  });
});

describe("whole-column references", () => {
  // A:B and F:F are 1,048,576 rows, mostly empty: more than a call's arguments can spread.
  const ROWS = 1048576;
  const column = (values: unknown[], width: number): unknown[][] =>
    Array.from({ length: ROWS }, (_, r) =>
      Array.from({ length: width }, (_, c) => (values[r * width + c] ?? null) as unknown),
    );

  test("criteria as A:B and employment as F:F compute like the filled cells alone", () => {
    const criteria = column(["approvedJobs", 150, "firstYear", 2026], 2);
    const employment = column([120, 160], 1);
    // 150 approved jobs: 50% of 80,000,000 = 40,000,000 (as NJWIND.CREDIT above).
    expect(windCredit("owner", 80000000, employment, criteria)).toBe(40000000);
    const table = windSchedule("owner", 80000000, employment, criteria, false) as unknown[][];
    // 40,000,000 / 5 = 8,000,000 a year; required jobs ceil([100, 150, 200, 300, 300] × 150 /
    // 300) = 50, 75, 100, 150, 150 (docs/wind.md): 120 and 160 meet years 1 and 2.
    expect(table[0]).toEqual([1, 2026, "2026-12-31", 50, 120, 8000000, "", 8000000, "earned"]);
    expect(table).toHaveLength(6);
  });
});

describe("Excel error values inside ranges", () => {
  // Excel passes an error cell of a range to a function as an error object: never a number.
  const na = { code: "#N/A", message: "" };
  test("in criteria, a per-year range, GRID values: #VALUE! naming the cell", async () => {
    expect(thrown(() => perJob("grm", null, [["smallBusiness", na]])).message).toBe(
      "criteria (row 1, column 2) holds an error or an unsupported value; give a number, text, TRUE/FALSE or leave it empty",
    );
    expect(thrown(() => schedule("grm", [[300, na]], null, null, null)).message).toBe(
      "newJobsByYear (value 2) holds an error or an unsupported value; give a number, text, TRUE/FALSE or leave it empty",
    );
    expect(thrown(() => windCredit("owner", 80000000, [[120], [na]], null)).message).toMatch(
      /^employment \(value 2\) holds an error/,
    );
    expect(
      (
        await rejected(
          creditGrid("grm", null, "newJobs", [[na]], "smallBusiness", [[true]], null, null),
        )
      ).message,
    ).toMatch(/^rowValues \(value 1\) holds an error/);
  });
});

describe("error messages", () => {
  test("the input leads; it is not repeated when the message already starts with it", () => {
    expect(errorMessage("location", "location must be one of grm")).toBe(
      "location must be one of grm",
    );
    expect(errorMessage("criteria", "row 2 has no name")).toBe("criteria: row 2 has no name");
    expect(errorMessage(null, "inputs must be an object")).toBe("inputs must be an object");
    expect(errorMessage("smallBusines", '"smallBusines" is not an input')).toBe(
      '"smallBusines" is not an input',
    );
  });

  test("an unexpected fault is #VALUE! saying no result was produced, never a number", () => {
    expect(
      thrown(() =>
        cell(() => {
          throw new TypeError("boom");
        }),
      ),
    ).toEqual({ code: "#VALUE!", message: "internal error (no result was produced): boom" });
  });

  test("NJWIND.GRID argument errors name the argument", async () => {
    expect(
      (
        await rejected(
          windGrid(
            "owner",
            80000000,
            null,
            "capitalInvestmnt",
            [[1]],
            "approvedJobs",
            [[300]],
            null,
            null,
          ),
        )
      ).message,
    ).toBe(
      'rowInput: "capitalInvestmnt" is not an input of NJWIND.GRID; did you mean "capitalInvestment"?',
    );
    expect(
      (
        await rejected(
          windGrid(
            "owner",
            80000000,
            null,
            "approvedJobs",
            [[300]],
            "capitalInvestment",
            [[1]],
            "perJob",
            null,
          ),
        )
      ).message,
    ).toMatch(/^output must be one of: "total" or "credit" or "totalCredit"/);
  });
});
