/**
 * The built task pane in a real browser (Debian's headless Chromium through playwright-core),
 * against a stub Excel host (test/taskpane/support/stubOfficeHost.js served in place of
 * office.js) holding a fake workbook. It checks what a reviewer sees: a selection event on a
 * credit cell shows the expected bonuses and amounts, a plain cell shows the short message,
 * workbook text cannot inject markup, the audit action writes the expected rows, and the pane
 * makes no network request of its own. It saves a screenshot at the default pane width to
 * test-artifacts/taskpane.png.
 *
 * The bundle is built once, with the project's webpack config, into a private directory (so a
 * concurrent build of dist/ cannot pull files from under this test).
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium, requireChromium } from "./support/chromium";

const ROOT = path.resolve(__dirname, "../..");
const ORIGIN = "https://localhost:3000";
const OFFICE_JS = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";
const STUB = fs.readFileSync(path.join(ROOT, "test/taskpane/support/stubOfficeHost.js"), "utf8");
const ARTIFACT = path.join(ROOT, "test-artifacts", "taskpane.png");

const INJECTED_SHEET = "<img src=x onerror=p()>";
const HYPERLINK_TEXT = '=HYPERLINK("https://example.invalid/","click")';
const SHOWS_FORMULA_TEXT = `=IF(ISNUMBER(NJCREDIT.PERJOB("enhanced")),"${HYPERLINK_TEXT.replace(/"/g, '""')}","")`;

const PERJOB = "=NJCREDIT.PERJOB('Project inputs'!B1,,'Project inputs'!A3:B6)";
const WIND = "=NJWIND.SCHEDULE(A1,A2,B2:D2,F1:G1)";
// As on the sample's Sensitivity sheet: the base gives benchmarkMedianSalary but not
// projectMedianSalary, which varies down the grid, so the base alone is incomplete.
const GRID =
  '=NJCREDIT.GRID("enhanced",E1:F2,"newJobs",H1:I1,"projectMedianSalary",H3:H4,"annual")';

/** The fake workbook the stub host serves. */
function workbook(): unknown {
  return {
    selection: { sheet: "Start", address: "A1" },
    sheets: [
      { name: "Start", cells: { A1: { value: 42 } } },
      {
        name: "Project inputs",
        cells: {
          A1: { value: "Location" },
          B1: { value: "enhanced" },
          A3: { value: "smallBusiness" },
          B3: { value: true },
          A4: { value: "newJobs" },
          B4: { value: 300 },
          A5: { value: "Project median salary" },
          B5: { value: 60000 },
          A6: { value: "benchmarkMedianSalary" },
          B6: { value: 65000 },
        },
      },
      {
        name: "Credits",
        cells: {
          A1: { value: "Plain" },
          A2: { value: "Per-job credit" },
          B2: { formula: PERJOB, value: 4153.85 },
          B3: { formula: `=ROUND(${PERJOB.slice(1)},0)`, value: 4154 },
          B5: { formula: "=SUM(B2:B3)", value: 8307.85 },
          B7: { formula: '=NJCREDIT.PERJOB("enhanced",,Criteria!A:B)', value: 4153.85 },
          B8: { formula: "=NJCREDIT.PERJOB(Place,,Crit)", value: 4153.85 },
        },
      },
      {
        name: "Criteria",
        cells: {
          A1: { value: "smallBusiness" },
          B1: { value: true },
          A2: { value: "newJobs" },
          B2: { value: 300 },
          A3: { value: "projectMedianSalary" },
          B3: { value: 60000 },
          A4: { value: "benchmarkMedianSalary" },
          B4: { value: 65000 },
        },
      },
      {
        name: "Wind data",
        cells: {
          A1: { value: "owner" },
          A2: { value: 80000000 },
          B2: { value: 120 },
          C2: { value: 160 },
          D2: { value: 210 },
          F1: { value: "approvedJobs" },
          G1: { value: 250 },
          A5: { formula: WIND, value: "Year" },
          A6: { value: 1 },
          C6: { value: 84 },
          A7: { value: 2 },
          C7: { value: 125 },
        },
      },
      {
        name: INJECTED_SHEET,
        cells: {
          A1: { formula: "=NJCREDIT.PERJOB(B1)", value: "#VALUE!" },
          B1: { value: "<b onmouseover=p()>grm</b>" },
          // A cell that shows text looking like a formula: the audit's "Cell shows" column
          // (money-formatted for numbers) must store it as text, never as a live formula.
          A2: { formula: SHOWS_FORMULA_TEXT, value: HYPERLINK_TEXT },
        },
      },
      // An earlier audit sheet renamed by hand keeps its table, and with it the table's name.
      {
        name: "Audit 2025",
        cells: { A3: { value: "Sheet" } },
        tables: [{ address: "A3:J4", hasHeaders: true, name: "NJcreditaudit", style: "" }],
      },
      {
        name: "Grid",
        cells: {
          A1: { formula: GRID, value: "projectMedianSalary ↓ / newJobs →" },
          B1: { value: 300 },
          C1: { value: 500 },
          A2: { value: 50000 },
          // newJobs 300, projectMedianSalary 50,000: 3,500 + c.(1)(c) 500 + c.(1)(e) 500 = 4,500;
          // e.: × 50,000 / 62,000 = 3,629.03; × 300 = 1,088,709.00.
          B2: { value: 1088709 },
          E1: { value: "benchmarkMedianSalary" },
          F1: { value: 62000 },
          E2: { value: "smallBusiness" },
          F2: { value: true },
          H1: { value: 300 },
          I1: { value: 500 },
          H3: { value: 50000 },
          H4: { value: 62000 },
        },
      },
    ],
    spills: { "Wind data!A5": "A5:H10", "Grid!A1": "A1:C3" },
    // Crit spans whole columns: read through the used range, so it cites Criteria!A1:B4.
    names: { Place: "enhanced", Crit: "=Criteria!$A:$B" },
  };
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let outDir: string;
const offsite: string[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  requireChromium();
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), "njcredit-taskpane-"));
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules/webpack-cli/bin/cli.js"),
      "--mode",
      "development",
      "--env",
      "transpileOnly",
      "--output-path",
      outDir,
    ],
    { cwd: ROOT, stdio: "pipe" },
  );
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 320, height: 900 } });
  await context.route("**/*", async (route) => {
    const url = route.request().url();
    if (url === OFFICE_JS) {
      await route.fulfill({ contentType: "text/javascript", body: STUB });
      return;
    }
    if (url.startsWith(`${ORIGIN}/`)) {
      const file = path.join(outDir, new URL(url).pathname);
      if (file.startsWith(outDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        const type = file.endsWith(".html")
          ? "text/html"
          : file.endsWith(".js")
            ? "text/javascript"
            : "application/octet-stream";
        await route.fulfill({ contentType: type, body: fs.readFileSync(file) });
        return;
      }
      // A missing file of our own (e.g. a favicon) is no network call; answer it locally.
      await route.fulfill({ status: 404, body: "" });
      return;
    }
    offsite.push(url);
    await route.abort();
  });
  page = await context.newPage();
  page.on("pageerror", (e) => pageErrors.push(String(e)));
  await page.addInitScript((wb) => {
    (window as unknown as { __WORKBOOK__: unknown }).__WORKBOOK__ = wb;
    (window as unknown as { p: () => void }).p = () => {
      (window as unknown as { __pwned: boolean }).__pwned = true;
    };
  }, workbook());
  await page.goto(`${ORIGIN}/taskpane.html`);
}, 240000);

afterAll(async () => {
  await browser?.close();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

async function select(sheet: string, address: string): Promise<void> {
  const handlers = await page.evaluate(
    ([s, a]) =>
      (window as unknown as { __stub: { select(s: string, a: string): number } }).__stub.select(
        s,
        a,
      ),
    [sheet, address] as const,
  );
  expect(handlers).toBe(1); // the pane listens to selection changes
}

/**
 * Text whose colour against its background is below WCAG AA (4.5:1), as "class: ratio" —
 * the muted, cited, badge and problem texts included, in whichever theme the page is in.
 */
async function lowContrast(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const rgb = (c: string): number[] => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]): number => {
      const f = (v: number): number => {
        const x = v / 255;
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const background = (el: Element | null): number[] => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3] > 0)) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const low = new Set<string>();
    for (const el of Array.from(document.querySelectorAll("#app *, #status, h1"))) {
      const own = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "",
      );
      if (!own) continue;
      const a = lum(rgb(getComputedStyle(el).color));
      const b = lum(background(el));
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      if (ratio < 4.5) low.add(`${el.tagName.toLowerCase()}.${el.className}: ${ratio.toFixed(2)}`);
    }
    return [...low];
  });
}

test("a plain cell gets the short message, not an error", async () => {
  // The initial selection (Start!A1 holds the number 42) is explained on load.
  await page.waitForSelector("#app .cell-address");
  expect(await page.textContent("#app .cell-address")).toBe("Start!A1");
  expect(await page.textContent("#app .empty-message")).toMatch(/no formula/);
  await select("Credits", "B5"); // =SUM(B2:B3): a formula, but none of ours
  await page.waitForFunction(
    () => document.querySelector("#app .cell-address")?.textContent === "Credits!B5",
  );
  expect(await page.textContent("#app .empty-message")).toMatch(
    /none of the NJCREDIT or NJWIND functions/,
  );
});

test("a selection event on a credit cell shows the bonuses and amounts", async () => {
  await select("Credits", "B2");
  await page.waitForSelector('article[data-function="NJCREDIT.PERJOB"]');
  const call = page.locator('article[data-function="NJCREDIT.PERJOB"]');
  // enhanced (tier 2): 3,500 + c.(1)(c) 500 + c.(1)(e) 500 = 4,500; e.: × 60,000/65,000 = 4,153.85
  expect(await call.locator(".result-value").textContent()).toBe("$4,153.85");
  const stepText = async (id: string) => ({
    cls: await call.locator(`li[data-step="${id}"]`).getAttribute("class"),
    amount: await call.locator(`li[data-step="${id}"] .amount`).allTextContents(),
    badge: await call.locator(`li[data-step="${id}"] .badge`).textContent(),
  });
  expect(await stepText("b.(2)")).toEqual({
    cls: "step on",
    amount: ["+$3,500.00"],
    badge: "applied",
  });
  expect(await stepText("c.(1)(c)")).toEqual({
    cls: "step on",
    amount: ["+$500.00"],
    badge: "applied",
  });
  expect(await stepText("c.(1)(e)")).toEqual({
    cls: "step on",
    amount: ["+$500.00"],
    badge: "applied",
  });
  // Not applied: hidden behind "Show all N steps" (class rest).
  expect(await stepText("c.(1)(q)")).toEqual({
    cls: "step off rest",
    amount: [],
    badge: "not applied",
  });
  // The reduction, in its own words, marked as what decided the number.
  expect(await stepText("e.")).toEqual({
    cls: "step bad deciding",
    amount: ["−$346.15"],
    badge: "reduces",
  });
  expect(await call.locator(".decides").textContent()).toMatch(
    /median-salary reduction \(s\.75 e\.\)/,
  );
  expect(await call.locator('figure.chart svg[role="img"] title').textContent()).toBe(
    "How the per-job amount was built",
  );
  // Inputs cite their cells.
  const inputs = await call.locator(".input-list li").allTextContents();
  expect(inputs).toContain("smallBusiness = TRUE" + "criteria 'Project inputs'!B3");
  // A screen reader hears one sentence (the status line), not the whole explanation.
  expect(await page.textContent("#status")).toBe(
    "Explained Credits!B2: NJCREDIT.PERJOB, Per-job annual credit $4,153.85.",
  );
  expect(await page.getAttribute("#app", "aria-live")).toBeNull();
  expect(await lowContrast(page)).toEqual([]);
  // Keyboard order: the main action and the menu of the others, then the explanation's
  // expandable parts, in reading order.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const focusOrder: string[] = [];
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    focusOrder.push(
      await page.evaluate(() => {
        const a = document.activeElement as HTMLElement | null;
        return a
          ? `${a.tagName.toLowerCase()}${a.id ? `#${a.id}` : ""}:${(a.textContent ?? "").trim().slice(0, 12).trim()}`
          : "";
      }),
    );
  }
  expect(focusOrder).toEqual([
    "fluent-button#explain:Explain sele",
    "summary:More",
    "summary:Inputs used",
    "button:Show all 25",
    // The first section, titled by the core ("Base amount"), its count after it.
    "summary:Base amounta",
  ]);
  // The focused summary shows a visible outline.
  expect(
    await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle),
  ).toBe("solid");
  // The law summary expands from the keyboard.
  const summary = call.locator('li[data-step="c.(1)(e)"] details.law > summary');
  await summary.focus();
  await page.keyboard.press("Enter");
  expect(await call.locator('li[data-step="c.(1)(e)"] details.law').getAttribute("open")).toBe("");
  expect(await call.locator('li[data-step="c.(1)(e)"] details.law').textContent()).toMatch(
    /Small business\. Adds \$500 per job per year/,
  );
  expect(await call.locator('li[data-step="c.(1)(q)"]').isVisible()).toBe(false);
  await call.locator("button.show-all").click();
  expect(await call.locator("button.show-all").getAttribute("aria-expanded")).toBe("true");
  expect(await call.locator('li[data-step="c.(1)(q)"]').isVisible()).toBe(true);
  await call.locator("button.show-all").click();
  fs.mkdirSync(path.dirname(ARTIFACT), { recursive: true });
  // What the pane shows at its default width, and the whole explanation scrolled out.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: ARTIFACT });
  await page.screenshot({ path: ARTIFACT.replace(/\.png$/, "-full.png"), fullPage: true });
  expect(fs.statSync(ARTIFACT).size).toBeGreaterThan(10000);
  // Nothing overflows the 320 px pane sideways (wide tables scroll inside their own region).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("whole columns and defined names are read through the Excel API", async () => {
  for (const address of ["B7", "B8"]) {
    await select("Credits", address);
    await page.waitForFunction(
      (a) => document.querySelector("#app .cell-address")?.textContent === `Credits!${a}`,
      address,
    );
    const call = page.locator('article[data-function="NJCREDIT.PERJOB"]');
    expect(await call.locator(".result-value").textContent()).toBe("$4,153.85");
    const inputs = await call.locator(".input-list li").allTextContents();
    expect(inputs).toContain("smallBusiness = TRUEcriteria Criteria!B1");
  }
  const args = await page.locator("article .arg-list li .source").allTextContents();
  expect(args).toEqual(["name Place", "omitted", "name Crit (Criteria!A1:B4)"]);
});

test("a spill child is explained from its spill parent, with the five years", async () => {
  await select("Wind data", "C7");
  await page.waitForSelector('article[data-function="NJWIND.SCHEDULE"]');
  expect(await page.textContent("#app .cell")).toBe("'Wind data'!C7 — spilled from 'Wind data'!A5");
  const rows = await page
    .locator("article table tbody tr")
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => c.textContent)));
  // The core's WIND_YEAR_TABLE headers (no tax years or lease given: those columns not shown).
  const headers = await page.locator("article table thead th").allTextContents();
  expect(headers).toEqual([
    "Year",
    "Required jobs",
    "Employment",
    "Scheduled",
    "Allowed",
    "Status",
  ]);
  const col = (h: string) => headers.indexOf(h);
  // 80,000,000 × 85% = 68,000,000; a fifth is 13,600,000; years 4–5 pending.
  expect(
    rows.map((r) => [r[col("Year")], r[col("Required jobs")], r[col("Allowed")], r[col("Status")]]),
  ).toEqual([
    ["1", "84", "$13,600,000.00", "earned"],
    ["2", "125", "$13,600,000.00", "earned"],
    ["3", "167", "$13,600,000.00", "earned"],
    ["4", "250", "$0.00", "pending"],
    ["5", "250", "$0.00", "pending"],
  ]);
  // C7 is the second year's row under the spill's header in A5: that row is marked.
  expect(
    await page.locator('article table tbody tr[aria-current="true"] th').first().textContent(),
  ).toBe("2");
  const elig = await page
    .locator("article details.section")
    .first()
    .locator("summary .section-title")
    .textContent();
  expect(elig).toBe("Eligibility");
});

test("a GRID's corner cell shows an overview of the grid, and an amount its own scenario", async () => {
  await select("Grid", "A1");
  await page.waitForSelector('article[data-function="NJCREDIT.GRID"][data-grid="corner"]');
  const call = page.locator('article[data-function="NJCREDIT.GRID"]');
  // No input error from the incomplete base: an overview.
  expect(await call.getAttribute("class")).toBe("call ok");
  expect(await call.locator(".result-label").textContent()).toBe("Sensitivity grid");
  expect(await call.locator(".result-value").textContent()).toBe("2 × 2 (annual credit)");
  const facts = await call
    .locator(".facts > div")
    .evaluateAll((ds) =>
      ds.map((d) => `${d.children[0].textContent}: ${d.children[1].textContent}`),
    );
  expect(facts).toContain("Across (rowInput): newJobs: 300, 500");
  expect(facts).toContain("Down (columnInput): projectMedianSalary: $50,000.00, $62,000.00");
  expect(facts).toContain("Amounts: all 4 compute");
  expect(facts).toContain("This cell: the corner label");
  const inputs = await call.locator(".input-list li").allTextContents();
  expect(inputs).toEqual([
    "location = enhancedlocation: typed in the formula",
    "benchmarkMedianSalary = $62,000.00criteria Grid!F1",
    "smallBusiness = TRUEcriteria Grid!F2",
    "newJobs = 300, 500rowValues: Grid!H1:I1, across the grid",
    "projectMedianSalary = $50,000.00, $62,000.00columnValues: Grid!H3:H4, down the grid",
  ]);
  expect(await call.locator(".note").allTextContents()).toContain(
    "Select an amount inside the grid to see its scenario and every step.",
  );
  expect(await call.locator("li.step").count()).toBe(0);
  expect(await page.locator("#app .problem").count()).toBe(0);
  await page.screenshot({ path: ARTIFACT.replace(/\.png$/, "-grid.png"), fullPage: true });

  // A header-column cell: the same overview, naming its value.
  await select("Grid", "A2");
  await page.waitForSelector('article[data-function="NJCREDIT.GRID"][data-grid="columnHeader"]');
  expect(await page.locator("article .result-value").textContent()).toBe("2 × 2 (annual credit)");

  // An amount: its own scenario and steps.
  await select("Grid", "B2");
  await page.waitForFunction(
    () => document.querySelector("#app .cell-address")?.textContent === "Grid!B2",
  );
  const amount = page.locator('article[data-function="NJCREDIT.GRID"]');
  expect(await amount.getAttribute("data-grid")).toBeNull();
  expect(await amount.locator(".result-value").textContent()).toBe("$1,088,709.00");
  expect(await amount.locator('li[data-step="e."]').getAttribute("class")).toBe("step bad");
});

test("while the pane is hidden (shared runtime) a selection reads nothing; shown again, it explains the cell", async () => {
  type Stub = { __stub: { visibility(m: string): number; runs(): number } };
  const runs = () => page.evaluate(() => (window as unknown as Stub).__stub.runs());
  expect(await page.evaluate(() => (window as unknown as Stub).__stub.visibility("Hidden"))).toBe(
    1,
  );
  const before = await runs();
  // The handler starts its Excel.run synchronously when it acts, so none means it did not.
  await select("Credits", "B2");
  expect(await runs()).toBe(before);
  await page.evaluate(() => (window as unknown as Stub).__stub.visibility("Taskpane"));
  await page.waitForFunction(
    () => document.querySelector("#app .cell-address")?.textContent === "Credits!B2",
  );
  expect(await runs()).toBeGreaterThan(before);
});

test("workbook text is shown as text, never as markup", async () => {
  await select(INJECTED_SHEET, "A1");
  await page.waitForSelector('article[data-function="NJCREDIT.PERJOB"].input-error');
  expect(await page.textContent("#app .cell-address")).toBe(`'${INJECTED_SHEET}'!A1`);
  expect(await page.locator("#app img, #app b").count()).toBe(0);
  expect(await page.textContent("#app")).toContain("<b onmouseover=p()>grm</b>");
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned),
  ).toBeUndefined();
});

test("the audit action writes one row per call, as text, in a table", async () => {
  await page.click("#more summary");
  await page.click("#audit");
  await page.waitForFunction(() =>
    /Audit sheet/.test(document.querySelector("#status")?.textContent ?? ""),
  );
  const sheet = (await page.evaluate(() =>
    (window as unknown as { __stub: { sheet(n: string): unknown } }).__stub.sheet(
      "NJ credit audit",
    ),
  )) as {
    cells: Record<string, { value: unknown; formula?: string; numberFormat?: string }>;
    tables: { address: string; hasHeaders: boolean; name: string }[];
    frozenRows: number;
  };
  const at = (k: string) => sheet.cells[k]?.value;
  expect([at("A3"), at("B3"), at("C3"), at("F3"), at("G3")]).toEqual([
    "Sheet",
    "Cell",
    "Formula",
    "Recomputed",
    "Status",
  ]);
  const row = (n: number) => ["A", "B", "C", "D", "E", "F", "G"].map((c) => at(`${c}${n}`));
  expect(row(4)).toEqual([
    "Credits",
    "B2",
    PERJOB,
    "NJCREDIT.PERJOB",
    4153.85,
    4153.85,
    "recomputed",
  ]);
  expect(row(5)).toEqual([
    "Credits",
    "B3",
    `=ROUND(${PERJOB.slice(1)},0)`,
    "NJCREDIT.PERJOB",
    4154,
    4153.85,
    "recomputed",
  ]);
  expect(row(6)).toEqual([
    "Credits",
    "B7",
    '=NJCREDIT.PERJOB("enhanced",,Criteria!A:B)',
    "NJCREDIT.PERJOB",
    4153.85,
    4153.85,
    "recomputed",
  ]);
  expect(row(7)).toEqual([
    "Credits",
    "B8",
    "=NJCREDIT.PERJOB(Place,,Crit)",
    "NJCREDIT.PERJOB",
    4153.85,
    4153.85,
    "recomputed",
  ]);
  expect(row(8)).toEqual([
    "Wind data",
    "A5",
    WIND,
    "NJWIND.SCHEDULE",
    68000000, // the spilled table's value, not its header text "Year"
    68000000,
    "recomputed",
  ]);
  expect(row(9).slice(0, 4)).toEqual([
    INJECTED_SHEET,
    "A1",
    "=NJCREDIT.PERJOB(B1)",
    "NJCREDIT.PERJOB",
  ]);
  expect(String(at("G9"))).toMatch(/^input error \(location\)/);
  // A cell showing formula-like text: stored as text in "Cell shows" (formatted "@" first).
  expect(row(10)).toEqual([
    INJECTED_SHEET,
    "A2",
    SHOWS_FORMULA_TEXT,
    "NJCREDIT.PERJOB",
    HYPERLINK_TEXT,
    3500,
    "recomputed",
  ]);
  expect(sheet.cells.E10.numberFormat).toBe("@");
  expect(sheet.cells.E10.formula).toBeUndefined();
  // The GRID: one row for the whole grid, ok although its base alone is incomplete.
  expect(row(11)).toEqual([
    "Grid",
    "A1",
    GRID,
    "NJCREDIT.GRID",
    "grid 2 × 2 (annual credit)",
    "grid 2 × 2 (annual credit)",
    "recomputed",
  ]);
  expect(String(at("H11"))).toContain(
    "newJobs = 300, 500 ← rowValues: Grid!H1:I1, across the grid",
  );
  expect(at("I11")).toBe("");
  expect(at("A12")).toBeUndefined(); // eight calls in all
  // Inputs and applied steps with their citations.
  expect(String(at("H4"))).toContain("smallBusiness = TRUE ← criteria 'Project inputs'!B3");
  expect(String(at("I4"))).toContain(
    "P.L.2020, c.156, s.75 c.(1)(e) [Statute]: small business, +$500.00",
  );
  expect(String(at("I8"))).toContain(
    "N.J.A.C. 19:31S-1.9 [Regulation]: the authority's prorated formula",
  );
  // Formulas went in as text: formatted "@" before the values, so none became a live formula.
  expect(sheet.cells.C4.numberFormat).toBe("@");
  expect(sheet.cells.C4.formula).toBeUndefined();
  expect(sheet.cells.F4.numberFormat).toBe("$#,##0.00");
  // The mark (never audited again), the add-in's version and the law's date.
  expect(String(at("A2"))).toMatch(
    /^Written by the njcredit add-in \d+\.\d+\.\d+; law as of \d{4}-\d\d-\d\d$/,
  );
  expect(sheet.tables).toEqual([
    { address: "A3:J11", hasHeaders: true, name: "NJcreditaudit2", style: "TableStyleMedium2" },
  ]);
  expect(sheet.frozenRows).toBe(3);
  expect(
    await page.evaluate(() =>
      (window as unknown as { __stub: { active(): string } }).__stub.active(),
    ),
  ).toBe("NJ credit audit");
});

test("the pane follows a dark Office theme", async () => {
  const dark = await context.newPage();
  dark.on("pageerror", (e) => pageErrors.push(String(e)));
  const wb = workbook() as Record<string, unknown>;
  wb.theme = {
    bodyBackgroundColor: "#1F1F1F",
    bodyForegroundColor: "#FFFFFF",
    controlBackgroundColor: "#292929",
    controlForegroundColor: "#F0F0F0",
  };
  wb.selection = { sheet: "Credits", address: "B2" };
  await dark.addInitScript((data) => {
    (window as unknown as { __WORKBOOK__: unknown }).__WORKBOOK__ = data;
  }, wb);
  await dark.goto(`${ORIGIN}/taskpane.html`);
  await dark.waitForSelector('article[data-function="NJCREDIT.PERJOB"]');
  expect(await dark.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  expect(await dark.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    "rgb(31, 31, 31)",
  );
  expect(await dark.evaluate(() => getComputedStyle(document.body).color)).toBe(
    "rgb(255, 255, 255)",
  );
  expect(await lowContrast(dark)).toEqual([]);
  await dark.screenshot({ path: ARTIFACT.replace(/\.png$/, "-dark.png") });
  await dark.close();
});

test.each([
  // Office's grey themes: a mid-grey body, lighter or darker than the dark threshold.
  ["dark grey", { bg: "#444444", fg: "#FFFFFF", control: "#555555" }],
  ["mid grey", { bg: "#6A6A6A", fg: "#FFFFFF", control: "#777777" }],
  ["light grey", { bg: "#B4B4B4", fg: "#000000", control: "#C8C8C8" }],
])("every text stays readable (WCAG AA) on a %s Office theme", async (name, t) => {
  const grey = await context.newPage();
  grey.on("pageerror", (e) => pageErrors.push(String(e)));
  const wb = workbook() as Record<string, unknown>;
  wb.theme = {
    bodyBackgroundColor: t.bg,
    bodyForegroundColor: t.fg,
    controlBackgroundColor: t.control,
    controlForegroundColor: t.fg,
  };
  wb.selection = { sheet: "Credits", address: "B2" };
  await grey.addInitScript((data) => {
    (window as unknown as { __WORKBOOK__: unknown }).__WORKBOOK__ = data;
  }, wb);
  await grey.goto(`${ORIGIN}/taskpane.html`);
  await grey.waitForSelector('article[data-function="NJCREDIT.PERJOB"]');
  expect(await lowContrast(grey)).toEqual([]);
  await grey.screenshot({ path: ARTIFACT.replace(/\.png$/, `-${name.replace(/ /g, "-")}.png`) });
  await grey.close();
});

test("without office.js (offline, blocked) the pane says it cannot reach Office", async () => {
  const offline = await context.newPage();
  // functions.js (CustomFunctions.associate, added by the metadata plugin) fails without
  // office.js's CustomFunctions global; that error is expected here, any other is not.
  const errors: string[] = [];
  offline.on("pageerror", (e) => errors.push(String(e)));
  await offline.route(OFFICE_JS, (route) => route.abort());
  await offline.goto(`${ORIGIN}/taskpane.html`);
  await offline.waitForSelector("#app .problem");
  expect(await offline.textContent("#app .problem")).toMatch(/^Office could not be reached/);
  expect(errors.filter((e) => !/CustomFunctions is not defined/.test(e))).toEqual([]);
  await offline.close();
});

test("no network request leaves the pane, and no script error", () => {
  expect(offsite).toEqual([]);
  expect(pageErrors).toEqual([]);
});
