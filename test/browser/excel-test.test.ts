/**
 * The real-Excel test, run where no Excel exists (issue 29, item 6): the same test page
 * (src/excel-test/) inside the preview's stand-in for Excel in Chromium, reporting to Microsoft's
 * own test server (office-addin-test-server) as it does from Excel, and the same comparison with
 * the core (test/excel/compare.ts) that `npm run test:excel` makes. So the page, the server and
 * the comparison are tested every time; only Excel itself is not.
 *
 * The test server serves https with office-addin-dev-certs' certificate, which it would create
 * and trust machine-wide (with sudo); here the certificate is made for this run only, under
 * test-artifacts/, and the browser is told to accept it, nothing installed.
 */
import * as fs from "fs";
import * as path from "path";
import type { Browser } from "playwright-core";
import { CASES, TEST_SERVER_PORT, type ExcelTestReport } from "../../src/excel-test/cases";
import { compareReport } from "../excel/compare";
import { launchChromium } from "./support/chromium";
import { ensureDist, ROOT } from "./support/dist";
import { serveDirectory, type StaticServer } from "./support/server";

const CERTS = path.join(ROOT, "test-artifacts", "excel-test-certs");

interface TestServerLike {
  startTestServer(mochaTest?: boolean): Promise<boolean>;
  stopTestServer(): Promise<boolean>;
  getTestResults(): Promise<unknown>;
}

let server: StaticServer;
let browser: Browser;
let testServer: TestServerLike;

beforeAll(async () => {
  const files = {
    ca: path.join(CERTS, "ca.crt"),
    cert: path.join(CERTS, "localhost.crt"),
    key: path.join(CERTS, "localhost.key"),
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const devCerts = require("office-addin-dev-certs") as {
    generateCertificates(ca: string, cert: string, key: string, days: number): Promise<void>;
  };
  await devCerts.generateCertificates(files.ca, files.cert, files.key, 1);
  // The test server's own copy of office-addin-dev-certs answers with this run's certificate.
  const serverCerts = require.resolve("office-addin-dev-certs", {
    paths: [path.dirname(require.resolve("office-addin-test-server"))],
  });
  jest.doMock(serverCerts, () => ({
    getHttpsServerOptions: async () => ({
      ca: fs.readFileSync(files.ca),
      cert: fs.readFileSync(files.cert),
      key: fs.readFileSync(files.key),
    }),
  }));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { TestServer } = require("office-addin-test-server") as {
    TestServer: new (port: number) => TestServerLike;
  };
  testServer = new TestServer(TEST_SERVER_PORT);
  // Until it starts, its results are a rejected promise; asked for here, it is not left unhandled.
  void testServer.getTestResults().catch(() => undefined);
  expect(await testServer.startTestServer()).toBe(true);
  server = await serveDirectory(ensureDist());
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await testServer?.stopTestServer();
});

test("the test page, in the stand-in, reports every case, and the core agrees with each", async () => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    page.on("pageerror", (err) => errors.push(err.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    // office.js from Microsoft's CDN: answered with an empty script, so the page has no Office
    // of its own and the preview's stand-in takes its place (in Excel, office.js is the host's).
    await page.route("https://appsforoffice.microsoft.com/**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    await page.goto(`${server.url}preview.html?pane=excel-test.html`);
    let timer: NodeJS.Timeout | undefined;
    const report = (await Promise.race([
      testServer.getTestResults(),
      new Promise((_, reject) => {
        timer = setTimeout(async () => {
          // Say where the page stopped: its status line, and any error so far.
          const frame = page.frames().find((f) => f.url().endsWith("excel-test.html"));
          const status = await frame?.locator("#status").textContent();
          reject(new Error(`no results in 60 s: ${status}; ${errors.join("; ")}`));
        }, 60_000);
      }),
    ]).finally(() => clearTimeout(timer))) as ExcelTestReport;
    expect(report.failure).toBeNull();
    expect(report.results.map((r) => r.id)).toEqual(CASES.map((c) => c.id));
    expect(report.host).toMatch(/^Excel/);
    expect(compareReport(report)).toEqual([]);
    // The three explanations were asked for and given.
    expect(report.results.filter((r) => r.explanation?.status === "ok")).toHaveLength(
      CASES.filter((c) => c.explain).length,
    );
    // And the comparison can fail: a cent off in one cell, a card's text, an explanation.
    const tampered: ExcelTestReport = JSON.parse(JSON.stringify(report));
    const perJob = tampered.results[0];
    perJob.values = [[(perJob.values[0][0] as number) + 0.01]];
    perJob.explanation!.value = "$0.00";
    // The preview's functions run without data types: the card is its amount, as on such a host.
    const card = tampered.results.find((r) => r.id === "NJCREDIT.AWARD")!;
    expect(card.entityText).toBeNull();
    card.entityText = "$1.00";
    expect(compareReport(tampered)).toEqual([
      expect.stringMatching(/^NJCREDIT\.PERJOB .*shows 4500\.01, the core 4500\.00$/),
      expect.stringMatching(/^NJCREDIT\.PERJOB .*the pane explains/),
      expect.stringMatching(/^NJCREDIT\.AWARD .*the card reads "\$1\.00"/),
    ]);
  } finally {
    await context.close();
  }
  expect(errors).toEqual([]);
}, 120_000);
