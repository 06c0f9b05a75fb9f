/**
 * The same answers everywhere (issue 31): a portfolio table computed by NJCREDIT.PORTFOLIO /
 * NJWIND.PORTFOLIO, and the same table exported to CSV and run through `njcredit batch`, give
 * the same result in every cell: the same amount to the cent, or the same error message.
 */
import fc from "fast-check";
import { parse } from "csv-parse/sync";
import { batchCommand } from "../../src/cli/batch";
import { formatCsvRecord } from "../../src/cli/csv";
import { RESULT_COLUMNS } from "../../src/core/columns";
import type { CalcName } from "../../src/core";
import { errorMessage } from "../../src/functions/errors";
import * as functions from "../../src/functions/functions";
import { PORTFOLIO_COLUMNS, PORTFOLIO_PROJECTS } from "../../src/excel/templates";
import { installCustomFunctionsStub, StubCustomFunctionsError } from "../functions/stub";
import { facility, facilityTable } from "../support/facilities";
import { run } from "./runCommand";

beforeAll(installCustomFunctionsStub);

type Cell = string | number | boolean | null;

/** A table cell as a CSV field: as Excel would export it (TRUE/FALSE, numbers as typed). */
function field(v: Cell): string {
  if (v === null) return "";
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  return String(v);
}

const snake = (key: string): string => key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();

/**
 * Runs `table` both ways and compares every result cell the two share: the portfolio's columns
 * (the core's RESULT_COLUMNS of `calc`) that batch also writes.
 */
async function bothWays(table: Cell[][], calc: CalcName): Promise<number> {
  const isWind = calc === "wind.schedule";
  const spilled = isWind
    ? await functions.windPortfolio(table as unknown[][])
    : await functions.portfolio(table as unknown[][], calc.replace("emerge.", "") as never);
  const csv = [
    formatCsvRecord([...table[0].map(String), "calc"]),
    ...table.slice(1).map((row) => formatCsvRecord([...row.map(field), calc])),
  ].join("\n");
  const ran = await run(batchCommand, ["-", "--keep", "id", "--quiet"], { stdin: `${csv}\n` });
  expect(ran.code).toBe(0);
  const out = parse(ran.stdout, { columns: true }) as Record<string, string>[];
  expect(out).toHaveLength(table.length - 1);
  const columns = (
    RESULT_COLUMNS[calc] as readonly { key: string; kind: string; absent?: string }[]
  )
    .map((c, k) => ({ ...c, at: k + 1 })) // after the echoed id
    .filter((c) => snake(c.key) in out[0]);
  expect(columns.length).toBeGreaterThan(0);
  let compared = 0;
  out.forEach((row, i) => {
    const cells = spilled[i + 1];
    for (const c of columns) {
      const cell = cells[c.at];
      const where = `row ${i + 1}, ${c.key}`;
      if (row.ok !== "true") {
        // The same message, as the cell's #VALUE! words it (errors.ts errorMessage).
        expect([where, cell instanceof StubCustomFunctionsError && cell.message]).toEqual([
          where,
          errorMessage(row.error_input || null, row.error_message),
        ]);
      } else if (row[snake(c.key)] === "") {
        // No value (a credit base where the facility is not eligible): batch leaves the cell
        // empty; the spill says what the descriptor says it means ("not eligible").
        expect([where, cell]).toEqual([where, c.absent ?? ""]);
      } else if (c.kind === "money") {
        expect([where, typeof cell === "number" ? cell.toFixed(2) : cell]).toEqual([
          where,
          row[snake(c.key)],
        ]);
      } else {
        expect([where, String(cell)]).toEqual([where, row[snake(c.key)]]);
      }
      compared++;
    }
  });
  return compared;
}

test("the template's five projects: per-job, annual and schedule alike", async () => {
  const table: Cell[][] = [[...PORTFOLIO_COLUMNS], ...PORTFOLIO_PROJECTS.map((r) => [...r])];
  for (const calc of ["emerge.perJob", "emerge.annual", "emerge.schedule"] as const)
    expect(await bothWays(table, calc)).toBeGreaterThanOrEqual(5);
});

test("2,000 random Emerge projects, bad ones among them, per-job and seven-year schedules", async () => {
  const project = fc.tuple(
    fc.constantFrom("grm", "enhanced", "distressed", "qoz", "corridor", "other", "nowhere"),
    fc.option(fc.integer({ min: 0, max: 1500 }), { nil: null }),
    fc.option(fc.boolean(), { nil: null }),
    fc.option(fc.integer({ min: 30000, max: 120000 }), { nil: null }),
    fc.option(fc.integer({ min: 30000, max: 120000 }), { nil: null }),
    fc.option(fc.constantFrom("new", "retained"), { nil: null }),
  );
  const rows = fc.sample(project, { numRuns: 2000, seed: 3100 });
  const table: Cell[][] = [
    [
      "id",
      "location",
      "newJobs",
      "smallBusiness",
      "projectMedianSalary",
      "benchmarkMedianSalary",
      "jobType",
    ],
    ...rows.map((r, i) => [`R-${i + 1}`, ...r]),
  ];
  expect(await bothWays(table, "emerge.perJob")).toBe(2000 * 2);
  const schedules: Cell[][] = [
    ["id", "location", "newJobs", "smallBusiness"],
    ...rows.map((r, i) => [
      `S-${i + 1}`,
      r[0],
      r[1] === null ? null : [1, 2, 3, 4, 5, 6, 7].map((y) => (r[1]! * y) % 1600).join(";"),
      r[2],
    ]),
  ];
  expect(await bothWays(schedules, "emerge.schedule")).toBe(2000);
});

test("wind owners and tenants: 1,000 random rows", async () => {
  const rows = fc.sample(facility, { numRuns: 1000, seed: 57 });
  const table: Cell[][] = facilityTable(rows, (k) => `W-${k + 1}`);
  // Batch writes five of the wind columns the portfolio returns (eligible, totals, credit base).
  expect(await bothWays(table, "wind.schedule")).toBe(1000 * 6);
});
