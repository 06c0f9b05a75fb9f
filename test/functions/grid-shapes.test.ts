/**
 * Grids of other shapes than the bench's, each cell against `evaluate` of its own scenario: the
 * outputs and varied inputs of other kinds (annual and schedule years, new and retained jobs,
 * wind's yearly schedule, a tenant's share and lease payments), with the grid's record shared from
 * cell to cell.
 */
import type { ArgValue } from "../../src/functions/calls";
import { forgetKeptGrids } from "../../src/functions/grid-run";
import { installCustomFunctionsStub } from "./stub";
import { expectEvaluated } from "./support/evaluated";

beforeAll(installCustomFunctionsStub);
beforeEach(forgetKeptGrids);

const across = (values: unknown[]): unknown[][] => [values];

/** The figures of a table, so that a test can see it was not all one value. */
const distinct = (table: unknown[][]): number => new Set(table.flat().map(String)).size;

test("per-job, benchmark across and job type down: each share's reduction, B changing between", () => {
  // The third cell (55,000, retained) comes after (55,000, new) and (60,000, new), and must not
  // be given the new job's share.
  const table = expectEvaluated("NJCREDIT.GRID", [
    "enhanced",
    [["projectMedianSalary", 50000]],
    "benchmarkMedianSalary",
    across([55000, 60000]),
    "jobType",
    across(["new", "retained", "new", "retained"]),
    "perJob",
    false,
  ] as ArgValue[]);
  // Enhanced area base $3,500 (s.75 b.); P 50,000 below B 55,000: 3,500 × 50,000 / 55,000 =
  // 3,181.818… → $3,181.82 a new job; a retained job half of that before rounding: $1,590.91.
  expect(table[0][0]).toBe(3181.82);
  expect(table[1][0]).toBe(1590.91);
  expect(distinct(table)).toBe(4);
});

test("annual and before-cap, new jobs across and retained jobs down", () => {
  for (const output of ["annual", "beforeCap"]) {
    const table = expectEvaluated("NJCREDIT.GRID", [
      "distressed",
      [
        ["benchmarkMedianSalary", 60000],
        ["projectMedianSalary", 58000.5],
        ["annualCap", 1000000],
      ],
      "newJobs",
      across([0, 250, 251, 400, 401]),
      "retainedJobs",
      across([0, 1, 300, 999]),
      output,
      false,
    ] as ArgValue[]);
    expect(distinct(table)).toBeGreaterThan(5);
  }
});

test("schedule totals over one year and over seven, with labor harmony counts", () => {
  const one = expectEvaluated("NJCREDIT.GRID", [
    "enhanced",
    [["benchmarkMedianSalary", 60000]],
    "projectMedianSalary",
    across([40000, 41999.99, 42000, 60000, 81000, 95000]),
    "newJobs",
    across([0, 12, 251, 1001]),
    "total",
    false,
  ] as ArgValue[]);
  expect(distinct(one)).toBeGreaterThan(5);
  const seven = expectEvaluated("NJCREDIT.GRID", [
    "grm",
    [
      ["benchmarkMedianSalary", 60000],
      ["newJobs", 100, 110, 120, 130, 140, 150, 160],
      ["retainedJobs", 10, 10, 10, 10, 10, 10, 10],
      ["laborHarmonyNewJobs", 0, 10, 20, 30, 40, 50, 60],
    ],
    "projectMedianSalary",
    across([45000, 60000, 70000.01]),
    "annualCap",
    across([100000, 450000.005, 2000000]),
    "total",
    false,
  ] as ArgValue[]);
  expect(distinct(seven)).toBeGreaterThan(3);
});

test("wind: allowed and forfeited totals over the five years, employment varied", () => {
  for (const output of ["allowedTotal", "forfeitedTotal", "pendingTotal", "notMetTotal"]) {
    expectEvaluated("NJWIND.GRID", [
      "owner",
      80000000,
      [
        ["approvedJobs", 300],
        ["firstYear", 2026],
      ],
      "employment",
      across([149, 150, 299, 300]),
      "capitalInvestment",
      across([49999999.99, 50000000, 80000000]),
      output,
      false,
    ] as ArgValue[]);
  }
});

test("wind: a tenant's share and lease payments, and an owner's other tenants' investment", () => {
  const lease = expectEvaluated("NJWIND.GRID", [
    "tenant",
    80000000,
    [
      ["tenantLeasedShare", 0.4],
      ["tenantCapitalInvestment", 20000000],
      ["approvedJobs", 300],
      ["employment", 300, 300, 300, 300, 300],
    ],
    "leasePayments",
    across([0, 100000, 2500000.5, 9000000]),
    "capitalInvestment",
    across([45000000, 50000000, 90000000]),
    "leaseCapReduction",
    false,
  ] as ArgValue[]);
  expect(distinct(lease)).toBeGreaterThan(3);
  expectEvaluated("NJWIND.GRID", [
    "owner",
    80000000,
    [["approvedJobs", 300]],
    "otherTenantInvestment",
    across([0, 1000000, 5000000.01]),
    "capitalInvestment",
    across([45000000, 50000000, 55000000]),
    "totalCredit",
    false,
  ] as ArgValue[]);
  expectEvaluated("NJWIND.GRID", [
    "owner",
    80000000,
    [["approvedJobs", 300]],
    "capitalInvestment",
    across([50000000, 80000000]),
    "netBenefit",
    across([0, 10000000, 55000000.01, 99000000]),
    "totalCredit",
    false,
  ] as ArgValue[]);
});
