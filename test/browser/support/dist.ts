/**
 * Shared browser-test helper (owned by the functions work; the task-pane tests may reuse it):
 * the built add-in in dist/. `npm test` builds it (npm run build:dev) before jest runs; when a
 * test file is run alone on a clean tree, `ensureDist()` builds it once.
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as path from "path";

export const ROOT = path.resolve(__dirname, "..", "..", "..");
export const DIST = path.join(ROOT, "dist");

/** dist/, built with `webpack --mode development` if it has no functions.json yet. */
export function ensureDist(): string {
  if (
    !fs.existsSync(path.join(DIST, "functions.json")) ||
    !fs.existsSync(path.join(DIST, "functions.html"))
  ) {
    execFileSync(
      process.execPath,
      [require.resolve("webpack-cli/bin/cli.js"), "--mode", "development"],
      {
        cwd: ROOT,
        stdio: "inherit",
      },
    );
  }
  return DIST;
}
