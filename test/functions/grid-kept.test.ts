/**
 * A GRID keeps its prepared base between calls (grid-run.ts keptScenario): Excel recalculates a
 * grid with the same base again and again. Kept or not, every cell is the one a fresh grid
 * computes; what is kept is told apart by the calculation, the varied inputs and the base's
 * names and raw values with their types, and at most GRID_BASES_KEPT are kept.
 */
import * as prepared from "../../src/core/prepared";
import { prepareGrid, type ArgValue } from "../../src/functions/calls";
import { gridTable } from "../../src/functions/cells";
import { GRID_BASES_KEPT, forgetKeptGrids } from "../../src/functions/grid-run";
import { StubCustomFunctionsError, installCustomFunctionsStub } from "./stub";
import { expectEvaluated } from "./support/evaluated";

beforeAll(installCustomFunctionsStub);

/** prepare itself, before each test spies on it. */
const realPrepare = prepared.prepare;
let prepares: jest.SpyInstance;
beforeEach(() => {
  forgetKeptGrids();
  prepares = jest.spyOn(prepared, "prepare");
});
afterEach(() => prepares.mockRestore());

const across = (values: unknown[]): unknown[][] => [values];

/** Per-job credit: salaries across, new-job counts down, on a base of `criteria`. */
const perJob = (criteria: unknown[][], salaries: number[], jobs = [10, 300, 900]): ArgValue[] =>
  [
    "enhanced",
    criteria,
    "projectMedianSalary",
    across(salaries),
    "newJobs",
    across(jobs),
    "perJob",
    false,
  ] as ArgValue[];

const BASE = [["benchmarkMedianSalary", 60000]];
const SALARIES = [40000, 45000.2, 60000, 90000];

/** The grid computed with nothing kept from before. */
function fresh(args: ArgValue[], id: "NJCREDIT.GRID" | "NJWIND.GRID" = "NJCREDIT.GRID"): unknown {
  forgetKeptGrids();
  return gridTable(prepareGrid(id, args));
}

test("a grid called again with the same base prepares it once, and answers the same", () => {
  const args = perJob(BASE, SALARIES);
  const first = gridTable(prepareGrid("NJCREDIT.GRID", args));
  const again = gridTable(prepareGrid("NJCREDIT.GRID", args));
  expect(prepares).toHaveBeenCalledTimes(1);
  expect(again).toEqual(first);
  // A salary below the 30% cliff (40,000 against 60,000): no credit, computed, not copied.
  expect(first[0][0]).toBe(0);
});

test("other values of the varied inputs reuse the base, and each cell is a fresh grid's", () => {
  gridTable(prepareGrid("NJCREDIT.GRID", perJob(BASE, SALARIES)));
  const changed = perJob(BASE, [45000.2, 59999.99, 60000.01, 40000], [0, 250, 251, 10]);
  const got = gridTable(prepareGrid("NJCREDIT.GRID", changed));
  expect(prepares).toHaveBeenCalledTimes(1);
  expect(got).toEqual(fresh(changed));
});

test("a base value of another type, another value or order, or another varied pair is another base", () => {
  const sb = ["smallBusiness", true];
  const bases: ArgValue[][] = [
    perJob([...BASE, sb], SALARIES),
    perJob([sb, ...BASE], SALARIES),
    perJob([["benchmarkMedianSalary", "60000"], sb], SALARIES),
    perJob([["benchmarkMedianSalary", 60000.01], sb], SALARIES),
  ];
  expect(bases.length).toBeLessThanOrEqual(GRID_BASES_KEPT);
  for (const args of bases) gridTable(prepareGrid("NJCREDIT.GRID", args));
  expect(prepares).toHaveBeenCalledTimes(bases.length);
  // The same grids again: every one kept.
  const again = bases.map((args) => gridTable(prepareGrid("NJCREDIT.GRID", args)));
  expect(prepares).toHaveBeenCalledTimes(bases.length);
  bases.forEach((args, k) => expect(again[k]).toEqual(fresh(args)));
  // The text "60000" reads as the number, and the order changes nothing here: the bases answer
  // the same, kept apart all the same.
  expect(again[1]).toEqual(again[0]);
  expect(again[2]).toEqual(again[0]);
  // The same base with its two varied inputs the other way round.
  forgetKeptGrids();
  prepares.mockClear();
  const swapped = [
    "enhanced",
    [...BASE, sb],
    "newJobs",
    across([10, 300, 900]),
    "projectMedianSalary",
    across(SALARIES),
    "perJob",
    false,
  ] as ArgValue[];
  gridTable(prepareGrid("NJCREDIT.GRID", bases[0]));
  gridTable(prepareGrid("NJCREDIT.GRID", swapped));
  expect(prepares).toHaveBeenCalledTimes(2);
});

test(`at most ${GRID_BASES_KEPT} bases are kept, the least recently used forgotten first`, () => {
  const base = (k: number) => perJob([["benchmarkMedianSalary", 50000 + k]], SALARIES);
  const grid = (k: number) => gridTable(prepareGrid("NJCREDIT.GRID", base(k)));
  for (let k = 0; k < GRID_BASES_KEPT; k++) grid(k);
  expect(prepares).toHaveBeenCalledTimes(GRID_BASES_KEPT);
  // Base 0 used again (kept), then one more base: the least recently used, base 1, goes.
  grid(0);
  expect(prepares).toHaveBeenCalledTimes(GRID_BASES_KEPT);
  grid(GRID_BASES_KEPT);
  expect(prepares).toHaveBeenCalledTimes(GRID_BASES_KEPT + 1);
  grid(0);
  expect(prepares).toHaveBeenCalledTimes(GRID_BASES_KEPT + 1);
  grid(1);
  expect(prepares).toHaveBeenCalledTimes(GRID_BASES_KEPT + 2);
});

test("wind keeps its bases too, a tenant's leased share and lists included", () => {
  const args = [
    "tenant",
    80000000,
    [
      ["tenantLeasedShare", 0.25],
      ["employment", 100, 120, 150],
      ["leasePayments", 1000000, 2000000],
    ],
    "tenantCapitalInvestment",
    across([10000000, 20000000]),
    "approvedJobs",
    across([150, 300]),
    "totalCredit",
    false,
  ] as ArgValue[];
  const first = gridTable(prepareGrid("NJWIND.GRID", args));
  const again = gridTable(prepareGrid("NJWIND.GRID", args));
  expect(prepares).toHaveBeenCalledTimes(1);
  expect(again).toEqual(first);
  expect(again).toEqual(fresh(args, "NJWIND.GRID"));
  // 300 approved jobs: the whole credit base, computed (not "not eligible", not an error).
  expect(typeof again[1][1]).toBe("number");
});

test("a base changed between calls parses no varied value again, and each cell is a fresh grid's", () => {
  // A parse depends on the calculation and the input's name, not the base (prepared.ts
  // parseKey): the values' parses are kept apart from the bases, and serve a new base.
  const real = realPrepare;
  let parsed = 0;
  prepares.mockImplementation((calc, base, varied) => {
    const scenario = real(calc, base, varied);
    return {
      ...scenario,
      parsed: (k: number, raw: unknown) => {
        parsed++;
        return scenario.parsed(k, raw);
      },
    };
  });
  const wind = (cap: number) =>
    [
      "owner",
      80000000,
      [["programCapRemaining", cap]],
      "capitalInvestment",
      across([45000000, 50000000, 80000000.005, 123456789.87]),
      "approvedJobs",
      across([149, 250, 300]),
      "totalCredit",
      false,
    ] as ArgValue[];
  const first = gridTable(prepareGrid("NJWIND.GRID", wind(350000000)));
  expect(parsed).toBe(7);
  // Another cap: another base (prepared again), the same seven values (none parsed again).
  const capped = gridTable(prepareGrid("NJWIND.GRID", wind(60000000)));
  expect(prepares).toHaveBeenCalledTimes(2);
  expect(parsed).toBe(7);
  prepares.mockRestore();
  expect(first).toEqual(fresh(wind(350000000), "NJWIND.GRID"));
  expect(capped).toEqual(fresh(wind(60000000), "NJWIND.GRID"));
  // 123,456,789.87 at 300 jobs: the whole of it, under a cap of 350,000,000; capped at
  // 60,000,000 by the cap of 60,000,000 (s.6 a.(1)). 80,000,000.005 is finer than a cent: the
  // stages decide it (80,000,000.01 rounded half-up at 100%).
  expect([first[2][3], capped[2][3]]).toEqual([123456789.87, 60000000]);
  expect(first[2][2]).toBe(80000000.01);
});

test("a cell whose two values are both refused shows the row's error, as its scenario does", () => {
  // A tenant with neither applicationDate nor netPositiveBenefit in the base: both "x" are
  // refused; the scenario {...base, applicationDate, netPositiveBenefit} meets the row's first.
  const args = [
    "tenant",
    50000000,
    [["tenantLeasedShare", 0.25]],
    "applicationDate",
    across(["x", "2025-07-01"]),
    "netPositiveBenefit",
    across(["x", true]),
    "totalCredit",
    false,
  ] as ArgValue[];
  const table = expectEvaluated("NJWIND.GRID", args);
  expect((table[0][0] as StubCustomFunctionsError).message).toMatch(/^applicationDate/);
  expect((table[0][1] as StubCustomFunctionsError).message).toMatch(/^netPositiveBenefit/);
});

test("the row's and the column's values are parsed apart, whichever way round, and each cell is its scenario's", () => {
  // One value written in both inputs ("x", 250) is parsed once for each: capitalInvestment's
  // parse is not approvedJobs', nor applicationDate's.
  const wind = (rowInput: string, columnInput: string) =>
    [
      "owner",
      80000000,
      [["employment", 120]],
      rowInput,
      across([50000000, 250, "x"]),
      columnInput,
      across([250, "x", 300]),
      "totalCredit",
      false,
    ] as ArgValue[];
  expectEvaluated("NJWIND.GRID", wind("capitalInvestment", "approvedJobs"));
  expectEvaluated("NJWIND.GRID", wind("approvedJobs", "capitalInvestment"));
  const dates = expectEvaluated("NJWIND.GRID", [
    "owner",
    80000000,
    [],
    "capitalInvestment",
    across([50000000]),
    "applicationDate",
    across(["x", "2025-07-01"]),
    "totalCredit",
    false,
  ] as ArgValue[]);
  expect(dates[0][0]).toBeInstanceOf(StubCustomFunctionsError);
});

test("a value parsed for one calculation is parsed again for another", () => {
  // "1,000" new jobs: one number with a thousands separator for the per-job credit; in a
  // schedule, where a per-year list may be written with commas, it is refused as ambiguous.
  const grid = (output: string) =>
    [
      "enhanced",
      [["benchmarkMedianSalary", 60000]],
      "projectMedianSalary",
      across([10000, 70000]),
      "newJobs",
      across(["1,000", 300]),
      output,
      false,
    ] as ArgValue[];
  const perJobCells = expectEvaluated("NJCREDIT.GRID", grid("perJob"));
  const totals = expectEvaluated("NJCREDIT.GRID", grid("totalCredit"));
  expect(typeof perJobCells[0][1]).toBe("number");
  expect(totals[0][1]).toBeInstanceOf(StubCustomFunctionsError);
});

test("values alike as text but of another type are told apart, in a call and the next", () => {
  // A value and its text parse apart (beipGrant 1 is "not 1", "1" is '"1" is not accepted'; 250
  // and "250" both 250), so a cell found by its value (grid-run.ts cellKey: the cells of a value
  // met before, the parses kept between calls) must be found by the value and its type. (0 and
  // -0 are in the lists too, though no input tells them apart: each parses -0 as 0.)
  const args = [
    "owner",
    80000000,
    [["employment", 120]],
    "beipGrant",
    across([1, "1", true, "TRUE", "true", 0, -0, "0", false]),
    "approvedJobs",
    across([250, "250", 0, -0, "0", 300]),
    "totalCredit",
    false,
  ] as ArgValue[];
  const first = expectEvaluated("NJWIND.GRID", args);
  expect((first[0][0] as StubCustomFunctionsError).message).toContain("not 1");
  expect((first[0][1] as StubCustomFunctionsError).message).toContain('"1" is not accepted');
  // Called again: the parses kept from the first call serve it, each its own value's.
  expect(expectEvaluated("NJWIND.GRID", args)).toEqual(first);
});

test("an owner's test kept for one investment is told apart by the other tenants' investment, call after call", () => {
  // WindCells.ownerTestOf keeps the owner's test at a cursor (the last investment and other
  // tenants' investment asked) and per investment for one other tenants' investment. A kept base,
  // called again with the investments in another order and a second other tenants' investment,
  // must not answer (48M, other 5M) with (48M, other 0)'s test.
  const grid = (investments: number[], others: number[]) =>
    [
      "owner",
      80000000,
      [
        ["approvedJobs", 300],
        ["employment", 300],
      ],
      "capitalInvestment",
      across(investments),
      "otherTenantInvestment",
      across(others),
      "totalCredit",
      false,
    ] as ArgValue[];
  const first = expectEvaluated("NJWIND.GRID", grid([45000000, 48000000], [0]));
  // Owner minimum $50,000,000 (s.6 a.(2)(a)): neither investment alone meets it.
  expect(first).toEqual([[0, 0]]);
  const second = expectEvaluated("NJWIND.GRID", grid([48000000, 45000000], [0, 5000000]));
  // 48M + 5M of other tenants' investment meets the minimum: 100% of 48M at 300 approved jobs
  // (s.6 a.(1), a.(2)(b); the tenants' part is not the owner's credit); 45M + 5M = 50M meets it
  // too, at the limit: 45,000,000.
  expect(second).toEqual([
    [0, 0],
    [48000000, 45000000],
  ]);
  expect(prepares).toHaveBeenCalledTimes(1);
});
