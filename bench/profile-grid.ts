/**
 * A profiling harness (not a bench): runs one 100 × 100 grid of grid.bench.ts (`emerge` or
 * `wind`) many times in this process, warm, and prints its CPU time, so that
 *
 *   node --cpu-prof -r ts-node/register/transpile-only bench/profile-grid.ts wind 300
 *
 * shows where a warm grid spends its time. From the sources (the default) the names are the
 * sources' own, but ts-node's module objects make every import a property load the bundle does
 * not have; with `--bundle` it runs the production functions.js as grid.bench.ts does, built
 * without minifying so the names stay (the build itself shows in the profile, apart). Add
 * `--no-turbo-inlining` to node to see the time of the functions inlining would put on callers.
 * `--stages-free` and `--stage-lookups=N` (from the sources) measure a grid's floor: see freeStages.
 */
import * as fs from "fs";
import * as path from "path";
import { buildFunctions } from "./bundle.bench";
import { GRIDS } from "./grid.bench";

class CustomFunctionsError {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}
const CustomFunctions = {
  associate: () => undefined,
  Error: CustomFunctionsError,
  ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A" },
};

type Grid = (...args: unknown[]) => Promise<unknown[][]>;

/** The GRID function `id` of the production bundle, built without minifying. */
async function fromBundle(id: string): Promise<Grid> {
  const file = path.join(await buildFunctions(false), "functions.js");
  const associated = new Map<string, Grid>();
  const stub = {
    ...CustomFunctions,
    associate: (fid: string, fn: Grid) => associated.set(fid, fn),
  };
  new Function("CustomFunctions", "self", "window", fs.readFileSync(file, "utf8"))(
    stub,
    globalThis,
    globalThis,
  );
  const fn = associated.get(id);
  if (!fn) throw new Error(`${id} is not associated by the bundle`);
  return fn;
}

/** The same from the sources: cells.ts gridAsync, which the GRID functions call. */
async function fromSources(grid: (typeof GRIDS)[number]): Promise<Grid> {
  Object.assign(globalThis, { CustomFunctions });
  const lookups = optionValue("--stage-lookups");
  if (process.argv.includes("--stages-free") || lookups !== undefined) {
    await freeStages(variedNames(grid), Number(lookups ?? 0));
  }
  const { gridAsync } = await import("../src/functions/cells");
  return (...args) => gridAsync(grid.id as never, args);
}

/** `--name=value`'s value, if given. */
function optionValue(name: string): string | undefined {
  const arg = process.argv.find((a) => a.startsWith(`${name}=`));
  return arg === undefined ? undefined : arg.slice(name.length + 1);
}

/** A GRID's two varied inputs (rowInput, columnInput), as its record names them. */
function variedNames(grid: (typeof GRIDS)[number]): [string, string] {
  const at = grid.id === "NJWIND.GRID" ? 3 : 2;
  return [grid.args[at] as string, grid.args[at + 2] as string];
}

/**
 * `--stages-free` (sources only): every cell's stages answered with the first cell's result, at no
 * cost, so what remains is everything else a grid does per cell (its record read and checked, its
 * answer written and formatted, the loop): the least a grid could take however its stages were
 * computed or remembered. Wrong amounts, of course: a measurement, never a product path.
 *
 * `--stage-lookups=N` adds, per cell, N look-ups in two-level maps keyed by the cell's two varied
 * values, every one found after the first call: the least a memory of the stages would add, one
 * look-up per stage remembered (an Emerge cell's 17 bonuses, e. and f. make 19), with no key to
 * build and no arithmetic between them.
 */
async function freeStages(varied: [string, string], lookups: number): Promise<void> {
  const emerge: Record<string, unknown> = await import("../src/core/emerge");
  const wind: Record<string, unknown> = await import("../src/core/wind");
  const memories = Array.from({ length: lookups }, () => new Map<unknown, Map<unknown, unknown>>());
  for (const [module, name] of [
    [emerge, "perJobFromInputs"],
    [wind, "windScheduleFromInputs"],
  ] as const) {
    const compute = module[name] as (record: Record<string, unknown>, rec: unknown) => unknown;
    let first: unknown;
    module[name] = (record: Record<string, unknown>, rec: unknown) => {
      first ??= compute(record, rec);
      const [a, b] = [record[varied[0]], record[varied[1]]];
      for (const memory of memories) {
        let inner = memory.get(a);
        if (inner === undefined) memory.set(a, (inner = new Map()));
        if (!inner.has(b)) inner.set(b, first);
      }
      return first;
    };
  }
}

async function main(): Promise<void> {
  const [which = "emerge", runsText = "50"] = process.argv
    .slice(2)
    .filter((a) => !a.startsWith("--"));
  const grid = GRIDS.find((g) => g.id === (which === "wind" ? "NJWIND.GRID" : "NJCREDIT.GRID"));
  if (!grid) throw new Error(`no grid ${which}`);
  const fn = process.argv.includes("--bundle")
    ? await fromBundle(grid.id)
    : await fromSources(grid);
  const runs = Number(runsText);
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const c = process.cpuUsage();
    // A fresh plan each time, as Excel's recalculation makes one per call.
    await fn(...grid.args, {});
    const used = process.cpuUsage(c);
    times.push((used.user + used.system) / 1e3);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${grid.id}: CPU median ${times[Math.floor(runs / 2)].toFixed(2)} ms, least ${times[0].toFixed(2)} ms, over ${runs} calls`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
