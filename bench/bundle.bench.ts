/**
 * The size of what Excel downloads: functions.js of the production (minified) build, with
 * decimal.js inside and everything else it needs (no shared chunk), against the 120 KB budget of
 * issue 14; and its gzip size (what travels over https).
 * Builds into a temporary directory, so dist/ is left as it is. `productionBundle()` is shared
 * with grid.bench.ts, which times the grid in this same bundle.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import * as zlib from "zlib";
import type { BenchResult } from "./types";

const TARGET_KB = 120;
let built: Promise<string> | undefined;

/** Builds the production bundle once per process; resolves to the output directory. */
export function productionBundle(): Promise<string> {
  built ??= buildFunctions(true);
  return built;
}

/**
 * The production build of the functions (minified, or not: a profile's names and lines), into a
 * temporary directory removed when the process exits; resolves to that directory.
 */
export function buildFunctions(minimize: boolean): Promise<string> {
  return (async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const webpack = require("webpack") as typeof import("webpack");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const makeConfig = require("../webpack.config.js") as (
      env: object,
      argv: object,
    ) => import("webpack").Configuration;
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "njcredit-bench-"));
    process.on("exit", () => fs.rmSync(out, { recursive: true, force: true }));
    // Type checking is the build's and typecheck's job, not a size or speed figure's.
    const config = makeConfig({ transpileOnly: true }, { mode: "production" });
    config.output = { ...config.output, path: out };
    if (!minimize) config.optimization = { ...config.optimization, minimize: false };
    config.infrastructureLogging = { level: "error" };
    await new Promise<void>((resolve, reject) => {
      webpack(config).run((err, stats) => {
        if (err) return reject(err);
        if (stats?.hasErrors())
          return reject(new Error(stats.toString({ all: false, errors: true })));
        resolve();
      });
    });
    return out;
  })();
}

export async function run(): Promise<BenchResult[]> {
  const dir = await productionBundle();
  const bytes = fs.readFileSync(path.join(dir, "functions.js"));
  const kb = bytes.length / 1000;
  const gzipKb = zlib.gzipSync(bytes, { level: 9 }).length / 1000;
  return [
    {
      name: "functions.js minified (with decimal.js)",
      value: kb,
      unit: "KB",
      target: `≤ ${TARGET_KB} KB`,
      met: kb <= TARGET_KB,
    },
    { name: "functions.js minified, gzip", value: gzipKb, unit: "KB" },
  ];
}
