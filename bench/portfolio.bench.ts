/**
 * NJCREDIT.PORTFOLIO against NJCREDIT.GRID on the same 10,000 scenarios (issue 31): grid.bench's
 * 100 × 100 Emerge grid (project median salary across, new jobs down, on one base) and a table
 * of the same 10,000 projects, one a row, each computed by the production functions.js in one
 * process, alternately, warm; the portfolio is held to twice the grid's time. Then the largest
 * portfolio the limit allows (100,000 per-job rows) with the event loop watched: it must never be
 * held 100 ms at a time.
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { productionBundle } from "./bundle.bench";
import { GRIDS, LOAD_BUNDLE, WARMING_RUNS, WARM_RUNS } from "./grid.bench";
import type { BenchResult } from "./types";

const RATIO_TARGET = 2;
const BLOCK_TARGET_MS = 100;

/** The grid's base and values, as a table: one project per pair of values, row by row. */
function tableOf(gridArgs: unknown[]): unknown[][] {
  const [location, criteria, rowInput, rowValues, columnInput, columnValues] = gridArgs as [
    string,
    [string, unknown][],
    string,
    unknown[][],
    string,
    unknown[][],
  ];
  const names = ["location", ...criteria.map(([n]) => n), rowInput, columnInput];
  const rows: unknown[][] = [];
  for (const [down] of columnValues)
    for (const across of rowValues[0])
      rows.push([location, ...criteria.map(([, v]) => v), across, down]);
  return [names, ...rows];
}

const CHILD = `
const fs = require("fs");
const [file, gridArgsJson, tableFile, warmingRuns, warmRuns] = process.argv.slice(1);
${LOAD_BUNDLE}const grid = associated.get("NJCREDIT.GRID");
const portfolio = associated.get("NJCREDIT.PORTFOLIO");
const gridArgs = JSON.parse(gridArgsJson);
const table = JSON.parse(fs.readFileSync(tableFile, "utf8"));
const time = async (fn) => {
  const c = process.cpuUsage();
  const r = await fn();
  const used = process.cpuUsage(c);
  return [(used.user + used.system) / 1e3, r];
};
(async () => {
  for (let i = 0; i < Number(warmingRuns); i++) {
    await grid(...gridArgs, {});
    await portfolio(table, "perJob", [["perJobCredit"]], false, {});
  }
  const g = [];
  const p = [];
  let last;
  for (let i = 0; i < Number(warmRuns); i++) {
    g.push((await time(() => grid(...gridArgs, {})))[0]);
    const [t, r] = await time(() => portfolio(table, "perJob", [["perJobCredit"]], false, {}));
    p.push(t);
    last = r;
  }
  process.stdout.write(JSON.stringify({ grid: g, portfolio: p, rows: last.length, first: last[0][0] }));
})().catch((err) => { console.error(err); process.exit(1); });
`;

const BLOCK_CHILD = `
const fs = require("fs");
const { monitorEventLoopDelay } = require("perf_hooks");
const [file, rows] = process.argv.slice(1);
${LOAD_BUNDLE}const portfolio = associated.get("NJCREDIT.PORTFOLIO");
const table = [["location", "newJobs", "smallBusiness", "projectMedianSalary", "benchmarkMedianSalary"]];
for (let i = 0; i < Number(rows); i++) table.push(["enhanced", i % 1200, i % 2 === 0, 40000 + (i % 100) * 500, 60000]);
(async () => {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  await new Promise((resolve) => setTimeout(resolve, 20));
  const t = process.hrtime.bigint();
  const out = await portfolio(table, "perJob", undefined, false, {});
  const total = Number(process.hrtime.bigint() - t) / 1e6;
  delay.disable();
  process.stdout.write(JSON.stringify({ total, longestBlock: delay.max / 1e6, rows: out.length }));
})().catch((err) => { console.error(err); process.exit(1); });
`;

export async function run(): Promise<BenchResult[]> {
  const file = path.join(await productionBundle(), "functions.js");
  const emergeGrid = GRIDS.find((g) => g.id === "NJCREDIT.GRID")!;
  const gridArgs = emergeGrid.args;
  // The table is too long for a command line: the child reads it from a file.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "njcredit-portfolio-bench-"));
  const tableFile = path.join(dir, "table.json");
  fs.writeFileSync(tableFile, JSON.stringify(tableOf(gridArgs)));
  const out = JSON.parse(
    execFileSync(
      process.execPath,
      [
        "-e",
        CHILD,
        file,
        JSON.stringify(gridArgs),
        tableFile,
        String(WARMING_RUNS),
        String(WARM_RUNS),
      ],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    ),
  ) as { grid: number[]; portfolio: number[]; rows: number; first: unknown };
  fs.rmSync(dir, { recursive: true, force: true });
  if (out.rows !== 10000) throw new Error(`the portfolio returned ${out.rows} rows`);
  // Salary 40,000 against 60,000 is 33⅓% below: no credit (s.75 e.), as the grid's corner.
  if (out.first !== 0) throw new Error(`the portfolio's first project shows ${String(out.first)}`);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const grid = median(out.grid);
  const portfolio = median(out.portfolio);
  const largest = JSON.parse(
    execFileSync(process.execPath, ["-e", BLOCK_CHILD, file, "100000"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as { total: number; longestBlock: number; rows: number };
  if (largest.rows !== 100000)
    throw new Error(`the largest portfolio returned ${largest.rows} rows`);
  return [
    {
      name: "NJCREDIT.GRID 100×100, warm median, CPU time (same process)",
      value: grid,
      unit: "ms",
    },
    {
      name: "NJCREDIT.PORTFOLIO, the same 10,000 scenarios as rows, warm median, CPU time",
      value: portfolio,
      unit: "ms",
    },
    {
      name: "NJCREDIT.PORTFOLIO ÷ NJCREDIT.GRID, same scenarios",
      value: portfolio / grid,
      unit: "×",
      target: `≤ ${RATIO_TARGET}×`,
      met: portfolio / grid <= RATIO_TARGET,
    },
    {
      name: "NJCREDIT.PORTFOLIO 100,000 rows (the limit), cold, total",
      value: largest.total,
      unit: "ms",
    },
    {
      name: "NJCREDIT.PORTFOLIO 100,000 rows, cold, longest event-loop block",
      value: largest.longestBlock,
      unit: "ms",
      target: `< ${BLOCK_TARGET_MS} ms`,
      met: largest.longestBlock < BLOCK_TARGET_MS,
    },
  ];
}
