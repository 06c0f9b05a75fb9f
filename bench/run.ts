/**
 * `npm run bench`: runs every bench/*.bench.ts and prints its figures against their targets.
 * Speed is measured here, never by timed assertions in tests.
 */
import * as fs from "fs";
import * as path from "path";
import type { BenchResult } from "./types";

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const files = fs
    .readdirSync(__dirname)
    .filter((f) => f.endsWith(".bench.ts"))
    .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
    .sort();
  const rows: BenchResult[] = [];
  for (const file of files) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(path.join(__dirname, file)) as { run(): Promise<BenchResult[]> };
    rows.push(...(await mod.run()));
  }
  const width = Math.max(...rows.map((r) => r.name.length), 10);
  console.log(`${"benchmark".padEnd(width)}  ${"figure".padStart(14)}  target`);
  for (const r of rows) {
    const figure = `${r.value.toLocaleString("en-US", { maximumFractionDigits: 2 })} ${r.unit}`;
    const target = r.target ? `${r.target} ${r.met ? "met" : "NOT MET"}` : "";
    console.log(`${r.name.padEnd(width)}  ${figure.padStart(14)}  ${target}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
