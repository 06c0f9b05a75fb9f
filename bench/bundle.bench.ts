/**
 * The size of what Excel downloads: functions.js of the production (minified) build, with
 * decimal.js inside and everything else it needs (no shared chunk), and its gzip size (what
 * travels over https) against issue 27's 50 KB (which replaced issue 14's 120 KB minified). And
 * the size of what a reviewer reads: src/core's lines outside the statute's quotes (rules/law/),
 * against issue 27's 8,000.
 * Builds into a temporary directory, so dist/ is left as it is. `productionBundle()` is shared
 * with grid.bench.ts, which times the grid in this same bundle. Then what is in it: the minified
 * bytes of each part of the sources (from the build's source map), largest first, so a change of
 * size shows where it came from.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import * as zlib from "zlib";
import type { BenchResult } from "./types";

/** Issue 27: functions.js gzipped. */
const TARGET_GZIP_KB = 50;
/** Issue 27: src/core's lines outside rules/law/ (the statute's quotes). */
const TARGET_CORE_LINES = 8000;
let built: Promise<string> | undefined;

/** Builds the production bundle once per process; resolves to the output directory. */
export function productionBundle(): Promise<string> {
  built ??= buildFunctions(true);
  return built;
}

/**
 * The production build of the functions (minified, or not: a profile's names and lines), into a
 * temporary directory removed when the process exits; resolves to that directory. `root`: the
 * checkout whose webpack.config.js and sources are built (another revision's, for an A/B).
 */
export function buildFunctions(
  minimize: boolean,
  root = path.join(__dirname, ".."),
): Promise<string> {
  return (async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const webpack = require("webpack") as typeof import("webpack");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const makeConfig = require(path.join(root, "webpack.config.js")) as (
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
    // The config names its entries and plugins' inputs relative to the working directory.
    const cwd = process.cwd();
    process.chdir(root);
    try {
      await new Promise<void>((resolve, reject) => {
        webpack({ ...config, context: root }).run((err, stats) => {
          if (err) return reject(err);
          if (stats?.hasErrors())
            return reject(new Error(stats.toString({ all: false, errors: true })));
          resolve();
        });
      });
    } finally {
      process.chdir(cwd);
    }
    return out;
  })();
}

/** The parts of the sources the figures are grouped by, the first that matches a source's path. */
const PARTS: readonly [string, RegExp][] = [
  ["decimal.js", /node_modules\/decimal\.js\//],
  ["the Emerge stages (src/core/emerge/)", /src\/core\/emerge\//],
  ["the wind stages (src/core/wind/)", /src\/core\/wind\//],
  ["the rules tables (src/core/rules/)", /src\/core\/rules\//],

  ["a grid's read plan and runner", /src\/(core\/prepared|functions\/grid-run)\.ts$/],
  ["the Excel adapters (src/functions/)", /src\/functions\//],
  ["inputs, decimals, trace, tables (src/core/*.ts)", /src\/core\//],
];

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/**
 * The bytes of `code` each source of its source map produced: every mapped segment counts from
 * its column to the next segment's (the mappings' base64 VLQ, decoded here). Line breaks and
 * what precedes the first segment of a line are not counted (a minified file has a few lines).
 */
function bytesBySource(code: string, map: { sources: string[]; mappings: string }): number[] {
  const lines = code.split("\n");
  const bytes = map.sources.map(() => 0);
  let source = 0;
  map.mappings.split(";").forEach((line, i) => {
    let column = 0;
    const segments: [number, number | undefined][] = [];
    for (const segment of line.split(",")) {
      if (segment === "") continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of segment) {
        const digit = BASE64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : undefined]);
    }
    const length = (lines[i] ?? "").length;
    segments.forEach(([start, from], k) => {
      const end = k + 1 < segments.length ? segments[k + 1][0] : length;
      if (from !== undefined) bytes[from] += end - start;
    });
  });
  return bytes;
}

/** functions.js's bytes by part of the sources, largest first. */
function contents(dir: string): BenchResult[] {
  const code = fs.readFileSync(path.join(dir, "functions.js"), "utf8");
  const map = JSON.parse(fs.readFileSync(path.join(dir, "functions.js.map"), "utf8"));
  const byPart = new Map<string, number>();
  bytesBySource(code, map).forEach((bytes, i) => {
    const part = PARTS.find(([, pattern]) => pattern.test(map.sources[i]))?.[0] ?? "other";
    byPart.set(part, (byPart.get(part) ?? 0) + bytes);
  });
  return [...byPart]
    .sort((a, b) => b[1] - a[1])
    .map(([part, bytes]) => ({ name: `functions.js: ${part}`, value: bytes / 1000, unit: "KB" }));
}

/** Every line of every file under src/core but rules/law/, as `wc -l` counts them. */
function coreLines(): number {
  const core = path.join(__dirname, "..", "src", "core");
  const law = path.join(core, "rules", "law");
  let lines = 0;
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== law) walk(full);
      } else {
        lines += fs.readFileSync(full, "utf8").split("\n").length - 1;
      }
    }
  };
  walk(core);
  return lines;
}

export async function run(): Promise<BenchResult[]> {
  const dir = await productionBundle();
  const bytes = fs.readFileSync(path.join(dir, "functions.js"));
  const kb = bytes.length / 1000;
  const gzipKb = zlib.gzipSync(bytes, { level: 9 }).length / 1000;
  const lines = coreLines();
  return [
    { name: "functions.js minified (with decimal.js)", value: kb, unit: "KB" },
    {
      name: "functions.js minified, gzip",
      value: gzipKb,
      unit: "KB",
      target: `≤ ${TARGET_GZIP_KB} KB (issue 27)`,
      met: gzipKb <= TARGET_GZIP_KB,
    },
    ...contents(dir),
    {
      name: "src/core outside rules/law/, lines",
      value: lines,
      unit: "lines",
      target: `≤ ${TARGET_CORE_LINES.toLocaleString("en-US")} (issue 27)`,
      met: lines <= TARGET_CORE_LINES,
    },
  ];
}
