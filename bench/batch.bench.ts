/**
 * `njcredit batch` on a 1,000,000-row portfolio: the command's peak memory (RSS) against the
 * 300 MB target (issue 10 item 9: rows stream through, so memory does not grow with the file),
 * and rows per second. The CSV is generated into a temporary directory and the real bin runs on
 * it in a child process, built as `npm run build:cli` builds it (into that directory, laid out
 * like the repository, as test/cli/bin.test.ts does, so lib/ is left as it is).
 * The test suite checks the same streaming on fewer rows without timing it
 * (test/cli/batch.test.ts).
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { BenchResult } from "./types";

const ROWS = 1_000_000;
const TARGET_MB = 300;

/** A mixed portfolio: per-job rows, and every third an annual credit with a grouped cap. */
function writePortfolio(file: string): void {
  const fd = fs.openSync(file, "w");
  try {
    fs.writeSync(fd, "id,calc,location,smallBusiness,newJobs,retainedJobs,annualCap\n");
    const lines: string[] = [];
    for (let i = 0; i < ROWS; i++) {
      lines.push(
        i % 3 === 0
          ? `P${i},emerge.annual,grm,FALSE,${i % 1000},${i % 50},"1,000,000"\n`
          : `P${i},,enhanced,TRUE,${i % 1000},${i % 50},\n`,
      );
      if (lines.length === 10_000) {
        fs.writeSync(fd, lines.join(""));
        lines.length = 0;
      }
    }
    fs.writeSync(fd, lines.join(""));
  } finally {
    fs.closeSync(fd);
  }
}

export async function run(): Promise<BenchResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "njcredit-bench-batch-"));
  try {
    const input = path.join(dir, "portfolio.csv");
    const output = path.join(dir, "results.csv");
    writePortfolio(input);
    const root = path.resolve(__dirname, "..");
    const build = spawnSync("npm", ["run", "build:cli", "--", "--outDir", path.join(dir, "lib")], {
      cwd: root,
      encoding: "utf8",
    });
    if (build.status !== 0)
      throw new Error(`npm run build:cli failed:\n${build.stdout}${build.stderr}`);
    fs.mkdirSync(path.join(dir, "bin"));
    fs.copyFileSync(path.join(root, "bin/njcredit.js"), path.join(dir, "bin/njcredit.js"));
    fs.copyFileSync(path.join(root, "package.json"), path.join(dir, "package.json"));
    fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
    // Preloaded into the child: its peak RSS, reported as it exits.
    const probe = path.join(dir, "probe.js");
    fs.writeFileSync(
      probe,
      "process.on('exit', () => process.stderr.write('maxRSS ' + process.resourceUsage().maxRSS * 1024 + '\\n'));\n",
    );
    const started = process.hrtime.bigint();
    const r = spawnSync(
      process.execPath,
      ["-r", probe, path.join(dir, "bin/njcredit.js")].concat([
        "batch",
        input,
        "--keep",
        "id",
        "--quiet",
        "--out",
        output,
      ]),
      { cwd: dir, encoding: "utf8", maxBuffer: 1 << 20 },
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (r.status !== 0 || !r.stderr.includes(`${ROWS.toLocaleString("en-US")} ok`)) {
      throw new Error(`njcredit batch failed (exit ${r.status}):\n${r.stderr}`);
    }
    const rssMb = Number(/maxRSS (\d+)/.exec(r.stderr)![1]) / 2 ** 20;
    return [
      {
        name: "batch 1,000,000 rows, peak RSS",
        value: rssMb,
        unit: "MB",
        target: `< ${TARGET_MB} MB`,
        met: rssMb < TARGET_MB,
      },
      { name: "batch 1,000,000 rows, throughput", value: ROWS / seconds, unit: "rows/s" },
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
