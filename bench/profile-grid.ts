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
 * `--stages-free` (from the sources) measures a grid's floor: see freeStages.
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
async function fromSources(id: string): Promise<Grid> {
  Object.assign(globalThis, { CustomFunctions });
  if (process.argv.includes("--stages-free")) await freeStages();
  const { gridAsync } = await import("../src/functions/cells");
  return (...args) => gridAsync(id as never, args);
}

/**
 * `--stages-free` (sources only): every cell's stages answered with the first cell's result, at no
 * cost, so what remains is everything else a grid does per cell (its record read and checked, its
 * answer written and formatted, the loop): the least a grid could take however its stages were
 * computed or remembered. Wrong amounts, of course: a measurement, never a product path.
 */
async function freeStages(): Promise<void> {
  const emerge: Record<string, unknown> = await import("../src/core/emerge");
  const wind: Record<string, unknown> = await import("../src/core/wind");
  for (const [module, name] of [
    [emerge, "perJobFromInputs"],
    [wind, "windScheduleFromInputs"],
  ] as const) {
    const compute = module[name] as (...args: unknown[]) => unknown;
    let first: unknown;
    module[name] = (...args: unknown[]) => (first ??= compute(...args));
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
    : await fromSources(grid.id);
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
