#!/usr/bin/env node
/**
 * The README's screenshots of the pane: docs/pane-light.png and docs/pane-dark.png, the preview's
 * pane on a reduced Emerge cell at 320 px, light and dark; and docs/pane-compare.png, its Compare
 * screen for two cells at 320 px. The browser test takes them into test-artifacts/ (tests write
 * nowhere else); this copies them into docs/.
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
    "(at 320 px .* a reduced cell)|(Compare screen at 320 px a range of two cells \\(light\\))",
  ],
  { cwd: root, stdio: "inherit" },
);
const copies = [
  ["pane-reduced-320-light.png", "pane-light.png"],
  ["pane-reduced-320-dark.png", "pane-dark.png"],
  ["pane-compare-320-light.png", "pane-compare.png"],
];
for (const [artifact, doc] of copies) {
  const from = path.join(root, "test-artifacts", artifact);
  const to = path.join(root, "docs", doc);
  fs.copyFileSync(from, to);
  console.log(`${path.relative(root, to)} <- ${path.relative(root, from)}`);
}
