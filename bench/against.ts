/**
 * The same-build A/B every speed bound of issue 27 is stated in: `BENCH_AGAINST=<git revision>
 * npm run bench` builds that revision's functions.js as this one's is built (a git worktree, this
 * checkout's node_modules), once per run, and cells.bench.ts and grid.bench.ts time both bundles
 * in alternating pairs, printing this build ÷ that one against the bound.
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { buildFunctions } from "./bundle.bench";

/** Alternating runs of this build and the other: the load of a shared machine moves one run. */
export const PAIRS = 3;

/** The revision BENCH_AGAINST names, if any. */
export const against: string | undefined = process.env.BENCH_AGAINST || undefined;

let built: Promise<string> | undefined;

/** That revision's production functions.js directory, built once per process; undefined without one. */
export function againstBundle(): Promise<string> | undefined {
  if (against === undefined) return undefined;
  built ??= buildRevision(against);
  return built;
}

/** A revision's functions.js, built as this one is, in a worktree removed when done. */
async function buildRevision(revision: string): Promise<string> {
  const root = path.join(__dirname, "..");
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), "njcredit-against-"));
  execFileSync("git", ["worktree", "add", "--detach", "--force", tree, revision], {
    cwd: root,
    stdio: "ignore",
  });
  process.on("exit", () => {
    execFileSync("git", ["worktree", "remove", "--force", tree], { cwd: root, stdio: "ignore" });
  });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(tree, "node_modules"), "dir");
  return buildFunctions(true, tree);
}

export const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
