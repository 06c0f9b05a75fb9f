/**
 * `npm run test:excel`: the real-Excel test, for a person with Excel on Windows or a Mac (issue
 * 29, item 6; README "Testing in real Excel"). Microsoft's pattern, as in OfficeDev's custom
 * functions template: a test server (office-addin-test-server) waits on https://localhost:4201;
 * office-addin-debugging sideloads a test copy of the add-in whose task pane is the test page
 * (dist/excel-test.html, with its own id and name, so it never replaces an installed copy);
 * the page writes every case in Excel, reads what Excel shows and what the pane explains, and
 * posts it here; compare.ts holds it against the core. Exit code 0 when every case agrees.
 *
 *   npm run test:excel                  sideload into Excel desktop and run
 *   npm run test:excel -- --no-sideload  only serve and wait: upload the printed manifest to
 *                                        Excel on the web (Insert > Add-ins > Upload My Add-in)
 */
import { spawn, spawnSync, type ChildProcess } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { TEST_SERVER_PORT, type ExcelTestReport } from "../../src/excel-test/cases";
import { compareReport } from "./compare";
import { testManifest } from "./manifest";

const ROOT = path.join(__dirname, "..", "..");
const OUT = path.join(ROOT, "test-artifacts", "excel-test");
const DEV_PORT = 3000;
const RESULTS_MINUTES = 5;
/** The sideloading tool as npm start runs it (scripts/office-addin-debugging.js). */
interface Sideloading {
  officeAddinDebuggingCli(): string | null;
  sideloadArgs(manifest: string, port: number): string[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sideloading = require("../../scripts/office-addin-debugging") as Sideloading;
const { officeAddinDebuggingCli, sideloadArgs } = sideloading;

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

async function main(): Promise<number> {
  const sideload = !process.argv.includes("--no-sideload");
  if (sideload && process.platform !== "win32" && process.platform !== "darwin") {
    console.error(
      "npm run test:excel sideloads into Excel desktop, on Windows or a Mac; this machine has neither.\n" +
        "For Excel on the web: npm run test:excel -- --no-sideload, then upload the manifest it prints.\n" +
        "Where no Excel exists, npm test runs the same page in the preview's stand-in (test/browser/excel-test.test.ts).",
    );
    return 2;
  }
  console.log("> npm run build:dev   (the test page is built for development only)");
  run(process.platform === "win32" ? "npm.cmd" : "npm", ["run", "build:dev"]);
  const manifest = testManifest(OUT);

  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { TestServer } = require("office-addin-test-server") as {
    TestServer: new (port: number) => {
      startTestServer(mochaTest?: boolean): Promise<boolean>;
      stopTestServer(): Promise<boolean>;
      getTestResults(): Promise<unknown>;
    };
  };
  const server = new TestServer(TEST_SERVER_PORT);
  void server.getTestResults().catch(() => undefined);
  // https with office-addin-dev-certs' certificate (created and trusted if missing, as npm start does).
  if (!(await server.startTestServer(true))) throw new Error("the test server did not start");
  console.log(`Test server: https://localhost:${TEST_SERVER_PORT}`);

  let serve: ChildProcess | undefined;
  const cli = sideload ? officeAddinDebuggingCli() : null;
  if (sideload && cli === null)
    throw new Error(
      "office-addin-debugging is not installed (an optional dependency): run npm install",
    );
  try {
    if (sideload) {
      run(process.execPath, [
        cli as string,
        ...sideloadArgs(manifest, DEV_PORT),
        "--dev-server",
        `node scripts/serve.js --port ${DEV_PORT}`,
      ]);
    } else {
      serve = spawn(process.execPath, ["scripts/serve.js", "--port", String(DEV_PORT)], {
        cwd: ROOT,
        stdio: "inherit",
      });
      console.log(`Upload ${manifest} to Excel on the web (Insert > Add-ins > Upload My Add-in).`);
    }
    console.log(`Waiting up to ${RESULTS_MINUTES} minutes for the test page's results…`);
    let timer: NodeJS.Timeout | undefined;
    const report = (await Promise.race([
      server.getTestResults(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no results in ${RESULTS_MINUTES} minutes`)),
          RESULTS_MINUTES * 60_000,
        );
      }),
    ]).finally(() => clearTimeout(timer))) as ExcelTestReport;
    fs.writeFileSync(path.join(OUT, "report.json"), JSON.stringify(report, null, 2));
    console.log(`Host: ${report.host}; ${report.userAgent}`);
    const problems = compareReport(report);
    for (const p of problems) console.error(`  ✗ ${p}`);
    console.log(
      problems.length === 0
        ? `Every case agrees with the core (${report.results.length} cases; report in ${path.relative(ROOT, OUT)}/report.json).`
        : `${problems.length} problem(s); the report is in ${path.relative(ROOT, OUT)}/report.json.`,
    );
    return problems.length === 0 ? 0 : 1;
  } finally {
    await server.stopTestServer();
    serve?.kill();
    if (cli !== null)
      spawnSync(process.execPath, [cli, "stop", manifest], { cwd: ROOT, stdio: "inherit" });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
