/**
 * The pages we ship under Microsoft's own office.js (issue 29, item 1): `@microsoft/office-js`
 * (pinned, a dev dependency) answers every request for https://appsforoffice.microsoft.com/lib/1/
 * hosted/*, as Microsoft's CDN does in production; the built pages keep their meta
 * Content-Security-Policy. Each page is opened as a browser opens it (no host information) and as
 * Excel on Windows, on a Mac and on the web open it (`_host_Info` in the address, as Office adds
 * it), and must load office.js and the platform's Excel host script with no policy violation.
 *
 * What is not emulated yet: the host's side of the handshake (Windows' window.external, a Mac's
 * message handlers, the web's parent-frame conversation, _xdm_Info), so with host information
 * Office.onReady waits for a host that is not there; the README says so. Without host
 * information office.js settles onReady with no host, as in any browser.
 */
import * as fs from "fs";
import * as path from "path";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "./support/chromium";
import { ensureDist } from "./support/dist";
import { serveDirectory, type StaticServer } from "./support/server";
import { watchViolations } from "./support/violations";

const OFFICE_JS = path.resolve(__dirname, "../../node_modules/@microsoft/office-js/dist");
const HOSTED = "https://appsforoffice.microsoft.com/lib/1/hosted/";

/** How Excel names itself to office.js, and the host script that platform loads. */
const HOSTS: [string, string, string][] = [
  ["Excel on Windows", "Excel$Win32$16.01$en-US$$$$0", "excel-win32-16.01.js"],
  ["Excel on a Mac", "Excel$Mac$16.00$en-US$$$$0", "excel-mac-16.00.js"],
  ["Excel on the web", "Excel$Web$16.00$en-US$$$$0", "excel-web-16.00.js"],
];

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

interface Watched {
  page: Page;
  violations: string[];
  errors: string[];
  /** office.js files served from the package, by name. */
  served: string[];
  /** Requests to any other host: none is answered, and each is listed. */
  unanswered: string[];
}

async function open(file: string, hostInfo: string | null): Promise<Watched> {
  const page = await browser.newPage();
  const violations = await watchViolations(page);
  const watched: Watched = { page, violations, errors: [], served: [], unanswered: [] };
  page.on("pageerror", (e) => watched.errors.push(e.message));
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(HOSTED)) {
      const name = url.slice(HOSTED.length).split(/[?#]/)[0];
      const file = path.join(OFFICE_JS, name);
      if (!file.startsWith(OFFICE_JS) || !fs.existsSync(file)) {
        watched.unanswered.push(url);
        return route.fulfill({ status: 404, body: "" });
      }
      watched.served.push(name);
      return route.fulfill({
        status: 200,
        contentType: "text/javascript",
        body: fs.readFileSync(file),
      });
    }
    if (url.startsWith(server.url)) return route.continue();
    watched.unanswered.push(url);
    return route.abort();
  });
  const query = hostInfo === null ? "" : `?_host_Info=${hostInfo}`;
  await page.goto(`${server.url}${file}${query}`);
  await page.waitForLoadState("load");
  return watched;
}

/** Office.onReady's answer within `ms`, or "pending". */
async function readyWithin(page: Page, ms: number): Promise<unknown> {
  return page.evaluate(
    (wait) =>
      new Promise((resolve) => {
        const office = (window as unknown as { Office?: { onReady(): Promise<unknown> } }).Office;
        if (!office) return resolve("no Office");
        const timer = setTimeout(() => resolve("pending"), wait);
        void office.onReady().then((info) => {
          clearTimeout(timer);
          resolve(info);
        });
      }),
    ms,
  );
}

describe.each(["taskpane.html", "functions.html"])("%s under the real office.js", (file) => {
  test("opened as a browser opens it: office.js loads, onReady settles with no host", async () => {
    const w = await open(file, null);
    try {
      expect(await readyWithin(w.page, 10_000)).toEqual({
        host: null,
        platform: null,
        addin: null,
      });
      expect(w.served).toContain("office.js");
      expect({ violations: w.violations, errors: w.errors, unanswered: w.unanswered }).toEqual({
        violations: [],
        errors: [],
        unanswered: [],
      });
    } finally {
      await w.page.close();
    }
  });

  test.each(HOSTS)(
    "opened as %s opens it: its Excel host script loads, no violation",
    async (_, hostInfo, script) => {
      const w = await open(file, hostInfo);
      try {
        // office.js asks for the platform's host script and its strings: each from the package.
        await w.page.waitForFunction(
          () => (window as unknown as { Excel?: unknown }).Excel !== undefined,
          undefined,
          { timeout: 20_000 },
        );
        expect(w.served).toEqual(
          expect.arrayContaining(["office.js", script, "en-us/office_strings.js"]),
        );
        expect({ violations: w.violations, unanswered: w.unanswered }).toEqual({
          violations: [],
          unanswered: [],
        });
        // Windows and Mac: nothing fails while office.js waits for the host's side. The web host
        // script wants its conversation with the parent frame (_xdm_Info), not emulated yet: its
        // one error is that, and nothing else.
        const expected = hostInfo.includes("$Web$")
          ? [expect.stringMatching(/conversationId/)]
          : [];
        expect(w.errors).toEqual(expected);
      } finally {
        await w.page.close();
      }
    },
  );
});

test("help.html (no office.js) renders under the policy", async () => {
  const w = await open("help.html", null);
  try {
    expect(await w.page.textContent("h1")).toBe("NJ Business Credits: Excel functions");
    expect({ violations: w.violations, errors: w.errors, served: w.served }).toEqual({
      violations: [],
      errors: [],
      served: [],
    });
  } finally {
    await w.page.close();
  }
});

test("every page names its icon, which the build ships (no request for a missing /favicon.ico)", () => {
  for (const file of ["taskpane.html", "functions.html", "help.html", "preview.html"]) {
    const html = fs.readFileSync(path.join(dist, file), "utf8");
    const icon = /<link rel="icon" type="image\/png" href="([^"]+)"/.exec(html)?.[1];
    expect({ file, icon }).toEqual({ file, icon: "assets/icon-32.png" });
    expect(fs.existsSync(path.join(dist, icon!))).toBe(true);
  }
});
