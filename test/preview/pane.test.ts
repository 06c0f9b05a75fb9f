/**
 * The task pane's first screen, in headless Chromium through the preview page (the real pane on
 * the sample workbook), at 320 px and 450 px, light and dark: the chart is there and labelled,
 * the top 600 px name what decided the number for a limited, a reduced, a cliff and a wind
 * tenant cell, nothing scrolls sideways, the selected row of a spilled schedule is marked, and
 * Copy explanation copies the expected text. Screenshots go to test-artifacts/ only, so a test run
 * leaves the checkout as it was; `npm run screenshots` copies the README's two
 * (docs/pane-light.png, docs/pane-dark.png) from there.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { execFileSync } from "child_process";
import type { Server } from "http";
import type { Browser, Frame, Page } from "playwright-core";
import { launchChromium } from "../browser/support/chromium";
import {
  cellName,
  workbookFromDefinition,
  type WorkbookDefinition,
} from "../../src/preview/workbook";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require("../../scripts/serve.js") as {
  startServer(
    options: Record<string, unknown>,
    log?: (line: string) => void,
  ): Promise<{ server: Server; url: string }>;
};

const ROOT = path.resolve(__dirname, "../..");
const ARTIFACTS = path.join(ROOT, "test-artifacts");
let dist: string;
let server: Server;
let url: string;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "njcredit-pane-"));
  execFileSync(
    process.execPath,
    [
      require.resolve("webpack-cli/bin/cli.js"),
      "--mode",
      "development",
      "--env",
      "transpileOnly",
      "--output-path",
      dist,
    ],
    { cwd: ROOT, stdio: "pipe" },
  );
  ({ server, url } = await startServer({ port: 0, dist, http: true }, () => undefined));
  browser = await launchChromium();
  fs.mkdirSync(ARTIFACTS, { recursive: true });
}, 180000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

function paneOf(page: Page): Frame {
  const frame = page.frames().find((f) => f.url() === "about:srcdoc");
  if (!frame) throw new Error("the task pane frame is missing");
  return frame;
}

/** The preview page with the pane `width` px wide, explaining `cell`, in `theme`. */
async function open(cell: string, width: number, theme: "light" | "dark"): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await page.goto(`${url}preview.html?cell=${encodeURIComponent(cell)}&theme=${theme}`);
  await page.waitForSelector("body[data-state=ready]", { timeout: 60000 });
  await page.evaluate((w) => {
    (document.querySelector(".pane") as HTMLElement).style.width = `${w}px`;
  }, width);
  await paneOf(page).waitForSelector("#app article", { timeout: 20000 });
  return page;
}

/** The text of the pane's top 600 px (what a reviewer sees without scrolling). */
function firstScreen(frame: Frame): Promise<string> {
  return frame.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !(n.textContent ?? "").trim()) continue;
      const r = el.getBoundingClientRect();
      if (r.height > 0 && r.top < 600) out.push(n.textContent ?? "");
    }
    return out.join(" ");
  });
}

const noSidewaysScroll = (frame: Frame): Promise<boolean> =>
  frame.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );

const CASES: [string, string, RegExp][] = [
  ["reduced", "Emerge!B17", /a 6\.45% median-salary reduction \(s\.75 e\.\) takes \$354\.84/],
  [
    "limited",
    "Labor harmony!B13",
    /limit \(with the labor-harmony allowance\) binds \(s\.75 d\.\(3\)\)/,
  ],
  ["wind tenant", "Wind!B36", /the lease payments limit years 1–2/],
];

describe.each([320, 450])("at %i px", (width) => {
  describe.each(["light", "dark"] as const)("%s", (theme) => {
    test.each(CASES)(
      "a %s cell names what decided it on the first screen",
      async (kind, cell, decides) => {
        const page = await open(cell, width, theme);
        const pane = paneOf(page);
        expect(await firstScreen(pane)).toMatch(decides);
        // The chart: an inline SVG image with a title and a text alternative.
        const chart = pane.locator('figure.chart svg[role="img"]').first();
        expect(await chart.count()).toBe(1);
        expect(await chart.locator("title").textContent()).toBeTruthy();
        expect((await chart.locator("desc").textContent())?.length ?? 0).toBeGreaterThan(20);
        expect(await noSidewaysScroll(pane)).toBe(true);
        expect(await chartProblems(pane)).toEqual([]);
        // The first screen is the number and its sentence: the headline amount starts high.
        // (It was about 370 px down at 320 px, under four rows of buttons.)
        const headline = await pane.evaluate(
          () => document.querySelector(".result-value")!.getBoundingClientRect().top,
        );
        expect(headline).toBeLessThan(width <= 320 ? 300 : 260);
        // The formula breaks only between its tokens.
        expect(await tokensSplitAcrossLines(pane)).toEqual([]);
        await page.locator("#pv-pane").screenshot({
          path: path.join(ARTIFACTS, `pane-${kind.replace(/ /g, "-")}-${width}-${theme}.png`),
        });
        await page.close();
      },
    );
  });
});

test("a $0 cell says why on its first screen: the 30% cliff", async () => {
  const page = await open("Emerge!B17", 320, "light");
  // projectMedianSalary 40,000 against 62,000: 35.48% below, past the 30% cliff of s.75 e.
  await page.dblclick('table.grid td[data-cell="E8"]');
  await page.fill('table.grid td[data-cell="E8"] input', "40000");
  await page.press('table.grid td[data-cell="E8"] input', "Enter");
  await page.waitForFunction(
    () => document.querySelector('td[data-cell="B17"]')?.textContent === "$0.00",
  );
  await page.click('table.grid td[data-cell="B17"]');
  const pane = paneOf(page);
  await pane.waitForFunction(() => /cliff/.test(document.getElementById("app")?.textContent ?? ""));
  expect(await firstScreen(pane)).toMatch(
    /\$0\.00 per new job: no credit: salary 35\.5% below the benchmark, the 30% cliff \(s\.75 e\.\)/,
  );
  await page.locator("#pv-pane").screenshot({ path: path.join(ARTIFACTS, "pane-cliff-320.png") });
  await page.close();
});

test("year 3 of a spilled schedule: that row is marked, the table fits without hiding a column", async () => {
  // NJCREDIT.SCHEDULE spills from Schedule!A14: the header, then year 1 in row 15; year 3 is row 17.
  const page = await open("Schedule!C17", 320, "light");
  const pane = paneOf(page);
  expect(await pane.textContent(".focus")).toBe("This cell: year 3 (2027).");
  const marked = pane.locator('tr[aria-current="true"]');
  expect(await marked.count()).toBe(1);
  expect(await marked.locator("th").first().textContent()).toBe("3");
  // Every column is shown (stacked under its name), none hidden off-screen.
  const labels = await marked
    .locator("th, td")
    .evaluateAll((cells) => cells.map((c) => c.getAttribute("data-label")));
  expect(labels).toContain("Credit");
  const credit = marked.locator('td[data-label="Credit"]');
  expect(await credit.isVisible()).toBe(true);
  // Inside the pane: the Credit value ends within its width.
  expect(
    await credit.evaluate(
      (el) => el.getBoundingClientRect().right <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  expect(await noSidewaysScroll(pane)).toBe(true);
  await page.close();
});

/** The clipboard of the pane's frame, replaced by one that keeps what is written to it. */
function catchClipboard(pane: Frame): Promise<void> {
  return pane.evaluate(() => {
    const w = window as unknown as { __copied: string[] };
    w.__copied = [];
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: {
        write: async (items: ClipboardItem[]) => {
          for (const item of items)
            w.__copied.push(await (await item.getType("text/plain")).text());
        },
      },
    });
  });
}

/** The first text written to the clipboard catchClipboard put in place. */
async function copied(pane: Frame): Promise<string> {
  await pane.waitForFunction(
    () => (window as unknown as { __copied: string[] }).__copied.length > 0,
  );
  return pane.evaluate(() => (window as unknown as { __copied: string[] }).__copied[0]);
}

test("Copy explanation puts the plain text and the tab-separated steps on the clipboard", async () => {
  const page = await open("Emerge!B17", 320, "light");
  const pane = paneOf(page);
  await catchClipboard(pane);
  await pane.click("#more summary");
  await pane.click("#copy");
  const text = await copied(pane);
  expect(text).toMatch(
    /^Emerge!B17\nFormula: =NJCREDIT\.PERJOB\(B5,"new",EmergeCriteria\[\[Name\]:\[Value\]\]\)/,
  );
  expect(text).toContain("What decided it: $5,145.16 per new job:");
  expect(text).toContain("Step\tCitation\tSource\tOutcome\tAmount\tReason");
  expect(text).toContain("\tP.L.2020, c.156, s.75 e.\tStatute\treduces\t−$354.84\t");
  expect(text).toMatch(/law as of \d{4}-\d\d-\d\d$/);
  expect(await pane.textContent("#status")).toMatch(/^Explanation copied/);
  await page.close();
});

/** The pane's Compare screen (issue 24), chosen from the More menu or a button. */
async function compareScreen(page: Page, how: "menu" | "base"): Promise<Frame> {
  const pane = paneOf(page);
  if (how === "menu") {
    await pane.click("#more summary");
    await pane.click("#compare");
  } else await pane.click(".compare-base");
  await pane.waitForSelector("#app article.comparison", { timeout: 20000 });
  return pane;
}

describe.each([320, 450])("the Compare screen at %i px", (width) => {
  test.each(["light", "dark"] as const)(
    "a range of two cells (%s): the sentence, the waterfall, what differs",
    async (theme) => {
      // Emerge!B17:B18: the same project's per-job credit for a new and for a retained job.
      const page = await open("Emerge!B17:B18", width, theme);
      try {
        const pane = await compareScreen(page, "menu");
        const first = await firstScreen(pane);
        expect(first).toContain(
          "b is $2,572.58 less per job than a: each retained full-time job: its share of the gross amount applies (−$2,572.58).",
        );
        expect(first).toMatch(/a: Emerge!B17 \$5,145\.16 b: Emerge!B18 \$2,572\.58/);
        const chart = pane.locator('figure.chart svg[role="img"]');
        expect(await chart.count()).toBe(1);
        expect(await chart.locator("title").textContent()).toBe("From a to b, step by step");
        // The steps the same on both sides are folded away; those that differ are open.
        expect(await pane.locator("details.same").getAttribute("open")).toBeNull();
        expect(await pane.locator("article.comparison li.step").count()).toBe(3);
        await page.locator("#pv-pane").screenshot({
          path: path.join(ARTIFACTS, `pane-compare-${width}-${theme}.png`),
        });
        expect(await unreadable(pane)).toEqual(READABLE);
      } finally {
        await page.close();
      }
    },
  );

  test("a GRID cell against its base, in one click", async () => {
    const page = await open("Sensitivity!C20", width, width === 320 ? "dark" : "light");
    try {
      const pane = await compareScreen(page, "base");
      const first = await firstScreen(pane);
      expect(first).toMatch(
        /^.*Compare: annual credit b − a \+\$[\d,]+\.\d\d b is \$[\d,]+\.\d\d more a year than a: /,
      );
      expect(first).toContain("a: the base of the grid at Sensitivity!A18 $0.00");
      expect(await pane.textContent("#app")).toContain(
        "a takes the grid's first value of each (newJobs 250, projectMedianSalary $40,000.00)",
      );
      await page.locator("#pv-pane").screenshot({
        path: path.join(ARTIFACTS, `pane-compare-grid-base-${width}.png`),
      });
      expect(await unreadable(pane)).toEqual(READABLE);
    } finally {
      await page.close();
    }
  });
});

test("pinning a cell, then comparing the one selected; two calculations are told apart", async () => {
  const page = await open("Wind!B13", 320, "light");
  try {
    const pane = paneOf(page);
    await pane.click("#more summary");
    await pane.click("#pin");
    await pane.waitForSelector("#pinned:not([hidden])");
    expect(await pane.textContent("#pinned-cell")).toBe("Wind!B13");
    await page.click('table.grid td[data-cell="B36"]');
    await pane.waitForFunction(() =>
      /Wind!B36/.test(document.querySelector("#app .cell")?.textContent ?? ""),
    );
    await pane.click("#pinned-compare");
    await pane.waitForSelector("#app article.comparison");
    expect(await firstScreen(pane)).toContain(
      "b is $55,000,000.00 less in total than a: credit base: the capital investment, or what the leased area represents gives $55,000,000.00 less and 5 years change status.",
    );
    expect(await noSidewaysScroll(pane)).toBe(true);
    expect(await chartProblems(pane)).toEqual([]);
    // Wind!B13 against the Emerge sheet's per-job cell: not a guess, a message.
    await page.click('#pv-tabs button[data-sheet="Emerge"]');
    await page.click('table.grid td[data-cell="B17"]');
    await pane.waitForFunction(() =>
      /Emerge!B17/.test(document.querySelector("#app .cell")?.textContent ?? ""),
    );
    await pane.click("#pinned-compare");
    await pane.waitForSelector("#app .problem");
    expect(await pane.textContent("#app .problem")).toBe(
      "a (Wind!B13) is a wind energy facility credit (NJWIND.CREDIT) and b (Emerge!B17) is an Emerge per-job credit (NJCREDIT.PERJOB): only two cells of the same calculation can be compared step by step.",
    );
    await pane.click("#unpin");
    expect(await pane.locator("#pinned").isHidden()).toBe(true);
  } finally {
    await page.close();
  }
});

test("Copy comparison puts the plain text and the tab-separated bridge on the clipboard", async () => {
  const page = await open("Emerge!B17:B18", 320, "light");
  try {
    const pane = await compareScreen(page, "menu");
    await catchClipboard(pane);
    await pane.click("#copy-comparison");
    const text = await copied(pane);
    expect(text).toMatch(/^Comparison of the per-job annual credit\na: Emerge!B17: =NJCREDIT/);
    expect(text).toContain(
      "Step\tSubsection\tChange\tWhy\neach retained full-time job: its share of the gross amount\tf.(2)\t-2572.58\t",
    );
    expect(text).toContain("\na\t\t5145.16\t\nb\t\t2572.58\t\nb − a\t\t-2572.58\t\n");
    expect(await pane.textContent("#status")).toMatch(
      /^Comparison copied: plain text, then the bridge/,
    );
  } finally {
    await page.close();
  }
});

test.each(["light", "dark"] as const)(
  "the third row of a spilled portfolio is explained as that project at 320 px (%s)",
  async (theme) => {
    // Portfolio!A12 spills NJCREDIT.PORTFOLIO(Projects[#All]): its header row, then P-1 to P-5;
    // C15 is P-3's per-job credit (distressed, 450 new jobs, targeted industry: 4,250.00).
    const page = await open("Portfolio!C15", 320, theme);
    try {
      const pane = paneOf(page);
      const first = await firstScreen(pane);
      expect(first).toMatch(/Portfolio!C15\s+— spilled from Portfolio!A12/);
      expect(first).toMatch(/Per-job annual credit \$4,250\.00 \$4,250\.00 per new job/);
      expect(first).toContain("Project P-3, table row 4");
      await page.locator("#pv-pane").screenshot({
        path: path.join(ARTIFACTS, `pane-portfolio-row-320-${theme}.png`),
      });
      expect(await unreadable(pane)).toEqual(READABLE);
    } finally {
      await page.close();
    }
  },
);

/**
 * What a reviewer could not read on the pane's screen, check by check: sideways scrolling, a chart
 * label cut or crossed, a formula token split, an amount unformatted, a text narrower than a word.
 */
async function unreadable(pane: Frame): Promise<Record<string, unknown>> {
  return {
    sideways: !(await noSidewaysScroll(pane)),
    charts: await chartProblems(pane),
    tokens: await tokensSplitAcrossLines(pane),
    amounts: await unformattedAmounts(pane),
    narrow: await narrowTexts(pane),
  };
}
const READABLE = { sideways: false, charts: [], tokens: [], amounts: [], narrow: [] };

test("no script error on any page", () => {
  expect(pageErrors).toEqual([]);
});

/**
 * Every caption, heading, label and table cell of the pane, after opening each section and
 * showing every step: any whose box is under 40 px wide while its text is longer than 5
 * characters (a caption printed one letter per line) is listed.
 */
function narrowTexts(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    for (const d of Array.from(document.querySelectorAll("details"))) d.open = true;
    for (const b of Array.from(document.querySelectorAll<HTMLButtonElement>(".show-all")))
      b.click();
    const out: string[] = [];
    const probe = "caption, th, td, h1, h2, h3, label, .step-label, .section-title, .cite, .source";
    // Text kept for screen readers only (a reflowed table's 1 px header row) is not seen.
    const hidden = (el: HTMLElement): boolean => {
      for (let a: HTMLElement | null = el; a; a = a.parentElement)
        if (a.getBoundingClientRect().width <= 1) return true;
      return false;
    };
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(probe))) {
      if (hidden(el)) continue;
      const text = (el.textContent ?? "").trim();
      const box = el.getBoundingClientRect();
      if (box.height > 0 && text.length > 5 && box.width < 40)
        out.push(
          `${el.tagName.toLowerCase()} "${text.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)} px`,
        );
    }
    return out;
  });
}

/**
 * What a reviewer could not read in the pane's charts: a label cut short ("…"), two texts over
 * each other, a text outside the chart, or the limit line across a text.
 */
function chartProblems(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const problems: string[] = [];
    for (const svg of document.querySelectorAll<SVGSVGElement>("figure.chart svg")) {
      const box = svg.getBoundingClientRect();
      const texts = [...svg.querySelectorAll<SVGTextElement>("text")].map((t) => ({
        text: t.textContent ?? "",
        r: t.getBoundingClientRect(),
      }));
      const overlap = (a: DOMRect, b: DOMRect) =>
        a.left < b.right - 0.5 &&
        b.left < a.right - 0.5 &&
        a.top < b.bottom - 0.5 &&
        b.top < a.bottom - 0.5;
      for (const [i, a] of texts.entries()) {
        if (a.text.includes("…")) problems.push(`cut: ${a.text}`);
        if (a.r.left < box.left - 1 || a.r.right > box.right + 1)
          problems.push(`outside: ${a.text}`);
        for (const b of texts.slice(i + 1))
          if (overlap(a.r, b.r)) problems.push(`over each other: ${a.text} / ${b.text}`);
      }
      // A path's box spans its segments: the line's band by band is what is drawn.
      for (const path of svg.querySelectorAll<SVGPathElement>("path.chart-line")) {
        const d = path.getAttribute("d") ?? "";
        const scale = box.width / svg.viewBox.baseVal.width;
        for (const m of d.matchAll(/M([\d.]+) ([\d.]+)V([\d.]+)/g)) {
          const [x, y1, y2] = [Number(m[1]), Number(m[2]), Number(m[3])];
          const seg = new DOMRect(
            box.left + x * scale - 1,
            box.top + y1 * scale,
            2,
            (y2 - y1) * scale,
          );
          for (const t of texts) if (overlap(seg, t.r)) problems.push(`line across: ${t.text}`);
        }
      }
    }
    return problems;
  });
}

/** Formula text split over two lines inside one of its tokens (view.ts formulaCode). */
function tokensSplitAcrossLines(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const split: string[] = [];
    for (const code of document.querySelectorAll("code.formula-code")) {
      const width = (code.parentElement as HTMLElement).getBoundingClientRect().width;
      for (const node of code.querySelectorAll(".token")) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        // Lines, not glyph runs: runs of one line differ in top by a pixel or two.
        const tops = new Set(rects.map((r) => Math.round(r.top / 8)));
        // One token wider than the line may break inside itself; no other may.
        const wide = range.getBoundingClientRect().width > width;
        if (tops.size > 1 && !wide) split.push(node.textContent ?? "");
      }
    }
    return split;
  });
}

describe.each([320, 380, 450])("no text narrower than a word at %i px", (width) => {
  // The year tables (wind's five compliance years, a schedule's years) and a per-job cell.
  test.each(["Wind!B13", "Wind!B36", "Wind!A16", "Schedule!C17", "Emerge!B17"])(
    "%s",
    async (cell) => {
      const page = await open(cell, width, "light");
      try {
        expect(await narrowTexts(paneOf(page))).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

/** Every credit formula cell of the sample workbook, by address (the preview's ?cell= form). */
function sampleFormulaCells(): string[] {
  const definition = JSON.parse(
    fs.readFileSync(path.join(__dirname, "..", "..", "examples", "sample-workbook.json"), "utf8"),
  ) as WorkbookDefinition;
  return workbookFromDefinition(definition)
    .formulaCells()
    .filter((c) => /^=NJ(CREDIT|WIND)\./.test(c.cell.formula!))
    .map((c) => `${c.sheet.name}!${cellName(c.row, c.col)}`);
}

/** Money written as a bare number ("9220000.00", "1800806"): every amount is formatted. */
function unformattedAmounts(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const text = document.getElementById("app")?.innerText ?? "";
    return [...text.matchAll(/(?<![\d,.$A-Za-z:/-])\d{5,}(\.\d{2})?(?![\d,%])/g)].map((m) => m[0]);
  });
}

describe.each([320, 380, 450])(
  "every sample cell at %i px: readable, charts whole, amounts formatted",
  (width) => {
    const cells = sampleFormulaCells();
    test("the sample has its credit formulas", () => expect(cells.length).toBeGreaterThan(20));
    // Light and dark alternate, cell by cell and width by width: each cell is seen in both.
    test.each(cells.map((c, i) => [c, (i + width / 10) % 2 === 0 ? "light" : "dark"] as const))(
      "%s (%s)",
      async (cell, theme) => {
        const page = await open(cell, width, theme);
        try {
          const pane = paneOf(page);
          expect(await unreadable(pane)).toEqual(READABLE);
        } finally {
          await page.close();
        }
      },
    );
  },
);
