/**
 * The pages we ship under Microsoft's own office.js (issue 29, item 1): `@microsoft/office-js`
 * (pinned, a dev dependency) answers every request for https://appsforoffice.microsoft.com/lib/1/
 * hosted/*, as Microsoft's CDN does in production; the built pages are served from dist/ by the
 * test's own server, at the address the manifests give them (https://localhost:3000/), with their
 * meta Content-Security-Policy. Each page is opened as a browser opens it (no host information),
 * and as Excel on Windows, on a Mac and on the web open it: `_host_Info` in the address, and the
 * host's side of office.js's handshake (support/officeHosts.ts: Windows' window.external, a Mac's
 * webkit message handler, the web's conversation through the parent frame, `_xdm_Info`). Each
 * must load office.js and the platform's Excel host script and settle Office.onReady with that
 * host, with no policy violation, no page error, no console error and no request unanswered.
 */
import * as fs from "fs";
import * as path from "path";
import type { Browser, Frame, Page } from "playwright-core";
import { launchChromium } from "./support/chromium";
import { ensureDist } from "./support/dist";
import {
  MAC_HOST_SCRIPT,
  WEB_HOST_URL,
  WINDOWS_HOST_SCRIPT,
  webHostPage,
} from "./support/officeHosts";
import { serveDirectory, type StaticServer } from "./support/server";
import { watchViolations } from "./support/violations";

const OFFICE_JS = path.resolve(__dirname, "../../node_modules/@microsoft/office-js/dist");
const HOSTED = "https://appsforoffice.microsoft.com/lib/1/hosted/";
/** Where the manifests put the add-in's pages (the development server's address). */
const ADDIN = "https://localhost:3000/";

/** How Excel names itself to office.js, the host script it loads, and its side of the handshake. */
const HOSTS: [string, string, string, string, string | null][] = [
  [
    "Excel on Windows",
    "Excel$Win32$16.01$en-US$$$$0",
    "excel-win32-16.01.js",
    "PC",
    WINDOWS_HOST_SCRIPT,
  ],
  ["Excel on a Mac", "Excel$Mac$16.00$en-US$$$$0", "excel-mac-16.00.js", "Mac", MAC_HOST_SCRIPT],
  // The web host is a page framing the add-in's (webHostPage), not a script in it.
  ["Excel on the web", "Excel$Web$16.00$en-US$$$$0", "excel-web-16.00.js", "OfficeOnline", null],
];

let dist: string;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  dist = ensureDist();
  server = await serveDirectory(dist);
  // Playwright's own --disable-features list turns Chromium's storage partitioning off, which
  // leaves a third-party frame (the add-in's, in Excel on the web) no sessionStorage at all, and
  // office.js logs a SecurityError reading it. Chrome partitions it, and the frame has it; a
  // later --disable-features replaces Playwright's list, so name only what these tests need off.
  browser = await launchChromium(["--disable-features=HttpsUpgrades,MediaRouter"]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Watched {
  page: Page;
  /** The add-in's page: the page itself, or Excel on the web's frame of it. */
  frame: () => Frame;
  violations: string[];
  errors: string[];
  /** Console errors (office.js reports what it catches there). */
  consoleErrors: string[];
  /** office.js files served from the package, by name. */
  served: string[];
  /** Requests to any other host: none is answered, and each is listed. */
  unanswered: string[];
}

/**
 * Opens `file` as a browser does (`host` null) or as that Excel does: its host information in
 * the address, and its side of the handshake.
 */
async function open(file: string, host: (typeof HOSTS)[number] | null): Promise<Watched> {
  const page = await browser.newPage();
  const violations = await watchViolations(page);
  const watched: Watched = {
    page,
    frame: () => page.frames().find((f) => f.url().startsWith(ADDIN)) ?? page.mainFrame(),
    violations,
    errors: [],
    consoleErrors: [],
    served: [],
    unanswered: [],
  };
  page.on("pageerror", (e) => watched.errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") watched.consoleErrors.push(m.text());
  });
  const web = host !== null && host[4] === null;
  if (host?.[4]) await page.addInitScript(host[4]);
  await page.route("**/*", async (route) => {
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
    // The add-in's address: dist/ as the test's server serves it, headers and all.
    if (url.startsWith(ADDIN)) {
      const response = await route.fetch({ url: server.url + url.slice(ADDIN.length) });
      return route.fulfill({ response });
    }
    if (web && url === WEB_HOST_URL)
      return route.fulfill({
        status: 200,
        contentType: "text/html",
        body: webHostPage(`${ADDIN}${file}`),
      });
    watched.unanswered.push(url);
    return route.abort();
  });
  if (web) await page.goto(WEB_HOST_URL);
  else await page.goto(`${ADDIN}${file}${host ? `?_host_Info=${host[1]}` : ""}`);
  await page.waitForLoadState("load");
  return watched;
}

/** Closes a page, letting go of any request its routes are still answering (a late icon). */
async function close(w: Watched): Promise<void> {
  await w.page.unrouteAll({ behavior: "ignoreErrors" });
  await w.page.close();
}

/** Office.onReady's answer within `ms`, or "pending". */
async function readyWithin(frame: Frame, ms: number): Promise<unknown> {
  return frame.evaluate(
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
      expect(await readyWithin(w.frame(), 10_000)).toEqual({
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
      await close(w);
    }
  });

  test.each(HOSTS)(
    "opened as %s opens it: its host script loads, onReady settles with that host, nothing fails",
    async (_, hostInfo, script, platform) => {
      const w = await open(
        file,
        HOSTS.find((h) => h[1] === hostInfo)!,
      );
      try {
        expect(await readyWithin(w.frame(), 20_000)).toEqual({
          host: "Excel",
          platform,
          addin: null,
        });
        // office.js asks for the platform's host script and its strings: each from the package.
        expect(w.served).toEqual(
          expect.arrayContaining(["office.js", script, "en-us/office_strings.js"]),
        );
        // Let the page run what it starts once Office is ready (the pane asks for the cell).
        await w.page.waitForTimeout(500);
        expect({
          violations: w.violations,
          errors: w.errors,
          consoleErrors: w.consoleErrors,
          unanswered: w.unanswered,
        }).toEqual({ violations: [], errors: [], consoleErrors: [], unanswered: [] });
        // The host's log: in the page for Windows and a Mac, in the framing page for the web.
        const log = await w.page
          .mainFrame()
          .evaluate(() => (window as unknown as { __officeHostLog: string[] }).__officeHostLog);
        // The host was asked for its context (each platform's way) before anything else.
        expect(log[0]).toMatch(/GetContext|method 5|ContextActivationManager_getAppContextAsync/);
      } finally {
        await close(w);
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
    await close(w);
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
