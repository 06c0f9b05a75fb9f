/**
 * The pages' Content-Security-Policy (issue 10, item 15): taskpane.html, functions.html,
 * help.html and preview.html each carry the one policy (preview.html with the hash of the inline
 * script it puts in the pane's frame), Chromium enforces it, and the pages run under it without a
 * single violation: every `securitypolicyviolation` event and every console message about the
 * policy, in every frame, is recorded and must be none.
 */
import * as crypto from "crypto";
import * as fs from "fs";
import * as path from "path";
import type { Browser, Page } from "playwright-core";
import { FUNCTION_IDS } from "../../src/functions/registry";
import { INSTALL_SCRIPT } from "../../src/preview/paneDocument";
import { launchChromium } from "./support/chromium";
import { ensureDist } from "./support/dist";
import { useOfficeStub } from "./support/officeStub";
import { watchViolations } from "./support/violations";
import { serveDirectory, type StaticServer } from "./support/server";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CONTENT_SECURITY_POLICY } = require("../../scripts/help-page.js") as {
  CONTENT_SECURITY_POLICY: string;
};

let dist: string;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  dist = ensureDist();
  server = await serveDirectory(dist);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The policy a built page declares, as directive → sources. */
function policyOf(file: string): Map<string, string[]> {
  const html = fs.readFileSync(path.join(dist, file), "utf8");
  const metas = [
    ...html.matchAll(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/gi),
  ];
  expect({ file, metas: metas.length }).toEqual({ file, metas: 1 });
  // Before any script: a policy applies only to what follows it.
  expect(html.indexOf(metas[0][0])).toBeLessThan(html.search(/<script/i) >>> 0);
  return parsePolicy(metas[0][1]);
}

function parsePolicy(text: string): Map<string, string[]> {
  return new Map(
    text
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0] !== "")
      .map(([name, ...sources]) => [name, sources]),
  );
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("base64");

test("every page declares the policy: scripts from this site and office.js's origin only", () => {
  const expected = parsePolicy(CONTENT_SECURITY_POLICY);
  expect(expected.get("script-src")).toEqual(["'self'", "https://appsforoffice.microsoft.com"]);
  expect(expected.get("connect-src")).toEqual(["'self'"]);
  expect(expected.get("object-src")).toEqual(["'none'"]);
  expect(expected.get("base-uri")).toEqual(["'self'"]);
  for (const file of ["taskpane.html", "functions.html", "help.html"]) {
    expect({ file, policy: policyOf(file) }).toEqual({ file, policy: expected });
  }
  // preview.html: the same, plus the hash of the one inline script the preview writes into the
  // pane's srcdoc frame, which runs under this page's policy.
  const inline = /^<script>([\s\S]*)<\/script>$/.exec(INSTALL_SCRIPT)![1];
  const preview = policyOf("preview.html");
  expect(preview.get("script-src")).toEqual([
    ...expected.get("script-src")!,
    `'sha256-${sha256(inline)}'`,
  ]);
  preview.set("script-src", expected.get("script-src")!);
  expect(preview).toEqual(expected);
  // excel-test.html (the real-Excel test page, development builds only): the same, plus the
  // test server it reports to.
  const excelTest = policyOf("excel-test.html");
  expect(excelTest.get("connect-src")).toEqual(["'self'", "https://localhost:4201"]);
  excelTest.set("connect-src", expected.get("connect-src")!);
  expect(excelTest).toEqual(expected);
});

/** A page that records every policy violation, in every frame, and every console error about one. */
async function watchedPage(): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage();
  return { page, violations: await watchViolations(page) };
}

test("the policy is enforced: an inline script injected into the pane is refused", async () => {
  const { page, violations } = await watchedPage();
  try {
    await useOfficeStub(page);
    await page.goto(`${server.url}taskpane.html`);
    const ran = await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__inlineRan = true;";
      document.head.append(s);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    // The violation event is dispatched as a task of its own: wait for it (not a timed check).
    for (let i = 0; i < 100 && violations.length === 0; i++) await page.waitForTimeout(20);
    expect(violations.join("\n")).toMatch(/script-src/);
  } finally {
    await page.close();
  }
});

test("taskpane.html and functions.html load office.js and their scripts without a violation", async () => {
  for (const file of ["taskpane.html", "functions.html"]) {
    const { page, violations } = await watchedPage();
    try {
      await useOfficeStub(page);
      await page.goto(`${server.url}${file}`);
      // Both register every custom function: office.js (the stub) and functions.js ran.
      await page.waitForFunction(
        (count) =>
          (window as unknown as { __associatedIds?: string[] }).__associatedIds?.length === count,
        FUNCTION_IDS.length,
      );
      await page.waitForLoadState("load");
      expect({ file, violations }).toEqual({ file, violations: [] });
    } finally {
      await page.close();
    }
  }
});

test("help.html renders under the policy", async () => {
  const { page, violations } = await watchedPage();
  try {
    await page.goto(`${server.url}help.html`);
    expect(await page.textContent("h1")).toBe("NJ Business Credits: Excel functions");
    expect(violations).toEqual([]);
  } finally {
    await page.close();
  }
});

test("preview.html calculates the workbook and runs the pane in its frame without a violation", async () => {
  const { page, violations } = await watchedPage();
  try {
    // Nothing but this server: the preview needs no office.js.
    await page.route("**/*", (route) =>
      route.request().url().startsWith(server.url) ? route.continue() : route.abort(),
    );
    await page.goto(`${server.url}preview.html`);
    await page.waitForSelector("body[data-state=ready], body[data-state=failed]", {
      timeout: 60000,
    });
    expect(await page.getAttribute("body", "data-state")).toBe("ready");
    // The pane's frame ran its inline install script (hashed) and taskpane.js under the policy.
    const pane = page.frames().find((f) => f !== page.mainFrame());
    expect(pane).toBeDefined();
    await pane!.waitForFunction(
      () => (window as unknown as { Excel?: unknown }).Excel !== undefined,
    );
    expect(violations).toEqual([]);
  } finally {
    await page.close();
  }
});
