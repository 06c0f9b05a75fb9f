#!/usr/bin/env node
/**
 * The README's two screenshots of the pane (docs/pane-light.png, docs/pane-dark.png): the
 * preview's pane on a reduced Emerge cell at 320 px, light and dark. The browser test takes them
 * into test-artifacts/ (tests write nowhere else); this copies them into docs/.
 */
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");

const root = path.join(__dirname, "..");
execFileSync(
  process.execPath,
  [
    require.resolve("jest/bin/jest"),
    "test/preview/pane.test.ts",
    "-t",
    "at 320 px .* a reduced cell",
  ],
  { cwd: root, stdio: "inherit" },
);
for (const theme of ["light", "dark"]) {
  const from = path.join(root, "test-artifacts", `pane-reduced-320-${theme}.png`);
  const to = path.join(root, "docs", `pane-${theme}.png`);
  fs.copyFileSync(from, to);
  console.log(`${path.relative(root, to)} <- ${path.relative(root, from)}`);
}
