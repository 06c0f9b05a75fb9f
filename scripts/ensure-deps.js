#!/usr/bin/env node
/**
 * Runs before `npm test` (the `pretest` script) so that the README's quick start holds on a fresh
 * clone: `npm test` alone installs what the tests need, then tests.
 *
 *   - node_modules/ missing → `npm install` (which also builds the command line, via `prepare`);
 *   - /usr/bin/chromium missing (the browser tests drive Debian's Chromium, never a downloaded
 *     browser) → `apt-get install -y chromium` when running as root on a machine with apt-get;
 *     elsewhere it says what to install, and the browser tests fail with the same instruction.
 *
 * Set NJCREDIT_NO_AUTO_INSTALL=1 to only check and report.
 */
const { spawnSync } = require("child_process");
const fs = require("fs");
const path = require("path");

const ROOT = path.resolve(__dirname, "..");
const CHROMIUM = "/usr/bin/chromium";
const checkOnly = process.env.NJCREDIT_NO_AUTO_INSTALL === "1";

function run(command, args, what) {
  console.log(`> ${what}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (result.status !== 0) {
    console.error(`${what} failed (exit ${result.status}); see the output above.`);
    process.exit(result.status || 1);
  }
}

if (!fs.existsSync(path.join(ROOT, "node_modules"))) {
  if (checkOnly) {
    console.error("node_modules/ is missing: run npm install first.");
    process.exit(1);
  }
  run("npm", ["install"], "installing dependencies");
}

if (process.platform === "linux" && !fs.existsSync(CHROMIUM)) {
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { encoding: "utf8" }).status === 0;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!checkOnly && hasApt && isRoot) {
    run("apt-get", ["update"], "updating Debian's package lists for Chromium");
    run(
      "apt-get",
      ["install", "-y", "chromium"],
      "installing Debian's Chromium for the browser tests",
    );
  } else {
    console.warn(
      `${CHROMIUM} is missing: the browser tests need Debian's Chromium (sudo apt-get install -y chromium).`,
    );
  }
}
