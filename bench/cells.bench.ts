/**
 * Cells as a workbook calls them: 10,000 NJCREDIT.PERJOB cells, 1,000 seven-year NJCREDIT.SCHEDULE
 * tables and 10,000 NJWIND.CREDIT cells, each its own call into the production functions.js, in a
 * fresh node process per figure (grid.bench.ts LOAD_BUNDLE). Two figures each: the first pass over
 * the calls after the bundle loads (nothing compiled yet, as on Excel's first recalculation), and
 * the median of WARM_PASSES passes after it, as CPU time.
 *
 * `BENCH_AGAINST=<git revision> npm run bench -- cells` builds that revision's functions.js the
 * same way (against.ts) and times both in the same run, in PAIRS alternating pairs, printing each
 * figure of this build ÷ the other's against issue 27's bound for it: the same-build A/B a speed
 * claim needs.
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { PAIRS, against, againstBundle, median } from "./against";
import { productionBundle } from "./bundle.bench";
import { LOAD_BUNDLE } from "./grid.bench";
import { emergeScenarios, random, type Scenario } from "./scenarios";
import type { BenchResult } from "./types";

const WARM_PASSES = 5;

interface CellFigure {
  name: string;
  id: string;
  /** Each call's arguments (the invocation is passed last, as Excel does). */
  calls: unknown[][];
  /** Issue 27's bounds on this build ÷ the other, first pass and warm, where it sets one. */
  bound: { first?: number; warm: number };
}

/** A scenario's inputs other than those passed on their own, as a criteria range. */
function criteria(s: Scenario, without: readonly string[]): unknown[][] {
  return Object.entries(s)
    .filter(([name]) => !without.includes(name))
    .map(([name, value]) => [name, value]);
}

function figures(): CellFigure[] {
  const perJob = emergeScenarios(10_000).map((s) => [
    s.location,
    s.jobType,
    criteria(s, ["location", "jobType", "newJobs"]).concat([["newJobs", s.newJobs]]),
  ]);
  const r = random(11);
  const schedules = emergeScenarios(1_000, 13).map((s) => [
    s.location,
    [Array.from({ length: 7 }, () => 250 + Math.floor(r() * 800))],
    [Array.from({ length: 7 }, () => Math.floor(r() * 200))],
    criteria(s, ["location", "jobType", "newJobs", "year", "lowestHourlyWage"]).concat([
      ["firstYear", 2020],
    ]),
    // headers: Excel passes every parameter, an omitted one as null, the invocation last.
    null,
  ]);
  const wind = Array.from({ length: 10_000 }, () => [
    r() < 0.8 ? "owner" : "tenant",
    50_000_000 + Math.floor(r() * 100_000_000),
    [Array.from({ length: 5 }, () => 200 + Math.floor(r() * 200))],
    [["approvedJobs", 300]],
  ]).map((call) =>
    call[0] === "tenant"
      ? [...call.slice(0, 3), [...(call[3] as unknown[][]), ["tenantLeasedShare", 0.25]]]
      : call,
  );
  return [
    {
      name: "10,000 NJCREDIT.PERJOB cells",
      id: "NJCREDIT.PERJOB",
      calls: perJob,
      bound: { first: 1.25, warm: 1.5 },
    },
    {
      name: "1,000 seven-year NJCREDIT.SCHEDULE tables",
      id: "NJCREDIT.SCHEDULE",
      calls: schedules,
      bound: { warm: 1.5 },
    },
    {
      name: "10,000 NJWIND.CREDIT cells",
      id: "NJWIND.CREDIT",
      calls: wind,
      bound: { warm: 1.5 },
    },
  ];
}

/** The child: loads functions.js, calls every call once (first), then WARM_PASSES times. */
const CHILD = `
const fs = require("fs");
const [file, id, callsFile, passes] = process.argv.slice(1);
${LOAD_BUNDLE}const fn = associated.get(id);
if (!fn) throw new Error(id + " is not associated by the bundle");
const calls = JSON.parse(fs.readFileSync(callsFile, "utf8"));
const pass = () => {
  const c = process.cpuUsage();
  let errors = 0;
  for (const args of calls) {
    try {
      if (fn(...args, {}) instanceof CustomFunctionsError) errors++;
    } catch (error) {
      if (errors++ === 0) console.error(error);
    }
  }
  const used = process.cpuUsage(c);
  return [(used.user + used.system) / 1e3, errors];
};
const [first, errors] = pass();
const warm = [];
for (let i = 0; i < Number(passes); i++) warm.push(pass()[0]);
warm.sort((a, b) => a - b);
process.stdout.write(JSON.stringify({ first, warm: warm[Math.floor(warm.length / 2)], errors }));
`;

function timeIn(
  dir: string,
  figure: CellFigure,
  callsFile: string,
): { first: number; warm: number } {
  let text: string;
  try {
    text = execFileSync(
      process.execPath,
      ["-e", CHILD, path.join(dir, "functions.js"), figure.id, callsFile, String(WARM_PASSES)],
      { encoding: "utf8", maxBuffer: 1 << 24, stdio: ["ignore", "pipe", "pipe"] },
    );
  } catch (err) {
    // The child's stack quotes the minified bundle: only its last lines say what failed.
    const stderr = String((err as { stderr?: unknown }).stderr ?? err);
    const tail = stderr
      .split("\n")
      .slice(-6)
      .map((line) => line.slice(0, 300));
    throw new Error(`${figure.name} in ${dir}:\n${tail.join("\n")}`);
  }
  const out = JSON.parse(text) as { first: number; warm: number; errors: number };
  // A call that errors is not a cell's work: every call here must compute.
  if (out.errors > 0) throw new Error(`${figure.name}: ${out.errors} calls answered an error`);
  return out;
}

export async function run(): Promise<BenchResult[]> {
  const dir = await productionBundle();
  const other = await againstBundle();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "njcredit-cells-"));
  process.on("exit", () => fs.rmSync(scratch, { recursive: true, force: true }));
  const rows: BenchResult[] = [];
  for (const figure of figures()) {
    const callsFile = path.join(scratch, `${figure.id}.json`);
    fs.writeFileSync(callsFile, JSON.stringify(figure.calls));
    if (other === undefined) {
      const t = timeIn(dir, figure, callsFile);
      rows.push(
        { name: `${figure.name}, first pass after load, CPU`, value: t.first, unit: "ms" },
        { name: `${figure.name}, warm median CPU`, value: t.warm, unit: "ms" },
      );
      continue;
    }
    const mine: { first: number; warm: number }[] = [];
    const theirs: { first: number; warm: number }[] = [];
    for (let p = 0; p < PAIRS; p++) {
      mine.push(timeIn(dir, figure, callsFile));
      theirs.push(timeIn(other, figure, callsFile));
    }
    for (const which of ["first", "warm"] as const) {
      const a = median(mine.map((t) => t[which]));
      const b = median(theirs.map((t) => t[which]));
      const label = which === "first" ? "first pass after load" : "warm";
      const bound = figure.bound[which];
      rows.push(
        { name: `${figure.name}, ${label}, CPU`, value: a, unit: "ms" },
        { name: `${figure.name}, ${label}, CPU, at ${against}`, value: b, unit: "ms" },
        {
          name: `${figure.name}, ${label}: this ÷ ${against}`,
          value: a / b,
          unit: "×",
          ...(bound !== undefined && { target: `≤ ${bound}× (issue 27)`, met: a / b <= bound }),
        },
      );
    }
  }
  return rows;
}
