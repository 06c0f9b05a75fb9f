/**
 * The built add-in in a real browser: dist/ (npm run build:dev) served from 127.0.0.1 and loaded
 * in headless Debian Chromium with a stub Office host that records CustomFunctions.associate.
 * Every id of functions.json must be associated, by functions.html and by the shared runtime
 * page taskpane.html, and the bundled functions must return the core's values (computed here in
 * node from src/) for sample inputs, errors included.
 */
import * as fs from "fs";
import * as path from "path";
import type { Browser, Page } from "playwright-core";
import { evaluate } from "../../src/core";
import * as functions from "../../src/functions/functions";
import { launchChromium } from "./support/chromium";
import { ensureDist } from "./support/dist";
import { useOfficeStub } from "./support/officeStub";
import { serveDirectory, type StaticServer } from "./support/server";
import { StubCustomFunctionsError, installCustomFunctionsStub } from "../functions/stub";

/** A value as it crosses from the page: errors as {error, message}. */
type Wire = unknown;

let server: StaticServer;
let browser: Browser;
let page: Page;
let metadataIds: string[];
const pageErrors: string[] = [];

beforeAll(async () => {
  installCustomFunctionsStub();
  const dist = ensureDist();
  metadataIds = (
    JSON.parse(fs.readFileSync(path.join(dist, "functions.json"), "utf8")) as {
      functions: { id: string }[];
    }
  ).functions.map((f) => f.id);
  server = await serveDirectory(dist);
  browser = await launchChromium();
  page = await browser.newPage();
  page.on("pageerror", (err) => pageErrors.push(err.message));
  // A host without CustomFunctionsRuntime 1.4 (plain numbers); `dataTypesPage` has it.
  await useOfficeStub(page, WITHOUT_1_4);
  await page.goto(`${server.url}functions.html`);
  await page.waitForFunction(
    () => (window as unknown as { __associatedIds: string[] }).__associatedIds?.length >= 10,
  );
});

/** The stub host answers every requirement set but CustomFunctionsRuntime 1.4. */
const WITHOUT_1_4 = `
window.Office.context.requirements.isSetSupported = function (name, version) {
  return !(name === "CustomFunctionsRuntime" && version === "1.4");
};`;

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Calls a bundled function in the page by id, awaiting a Promise (the GRID functions answer
 * with one); errors (thrown, rejected or in cells) come back as {error, message}.
 */
function callInPage(id: string, args: unknown[]): Promise<Wire> {
  return page.evaluate(
    async ([fid, fargs]) => {
      const w = window as unknown as {
        __associated: Record<string, (...a: unknown[]) => unknown>;
        CustomFunctions: { Error: new (...a: unknown[]) => { code: string; message: string } };
      };
      const wire = (v: unknown): unknown => {
        if (v instanceof w.CustomFunctions.Error) return { error: v.code, message: v.message };
        if (Array.isArray(v)) return v.map(wire);
        return v;
      };
      try {
        return wire(await w.__associated[fid as string](...(fargs as unknown[])));
      } catch (err) {
        return wire(err) === err ? { thrown: String(err) } : wire(err);
      }
    },
    [id, args] as const,
  );
}

/** The same call in node, from the TypeScript source, in the same wire form. */
async function callInNode(fn: (...a: unknown[]) => unknown, args: unknown[]): Promise<Wire> {
  const wire = (v: unknown): unknown => {
    if (v instanceof StubCustomFunctionsError) return { error: v.code, message: v.message };
    if (Array.isArray(v)) return v.map(wire);
    return v;
  };
  try {
    return wire(await fn(...args));
  } catch (err) {
    return wire(err);
  }
}

function coreError(calc: string, inputs: Record<string, unknown>): string {
  const out = evaluate(calc, inputs);
  if (out.ok) throw new Error(`${calc} gave a result`);
  return out.error.message;
}

function coreMoney(calc: string, inputs: Record<string, unknown>, field: string): number {
  const out = evaluate(calc, inputs);
  if (!out.ok) throw new Error(out.error.message);
  return Number(out.result[field]);
}

test("every id in functions.json is associated with a function, once", async () => {
  const ids = await page.evaluate(
    () => (window as unknown as { __associatedIds: string[] }).__associatedIds,
  );
  expect([...ids].sort()).toEqual([...metadataIds].sort());
  expect(new Set(ids).size).toBe(ids.length);
  const kinds = await page.evaluate(() =>
    Object.values(
      (window as unknown as { __associated: Record<string, unknown> }).__associated,
    ).map((f) => typeof f),
  );
  expect(kinds.every((k) => k === "function")).toBe(true);
  expect(pageErrors).toEqual([]);
});

test("the shared runtime page (taskpane.html) associates every id too", async () => {
  const pane = await browser.newPage();
  try {
    await useOfficeStub(pane);
    await pane.goto(`${server.url}taskpane.html`);
    await pane.waitForFunction(
      () => (window as unknown as { __associatedIds: string[] }).__associatedIds?.length >= 10,
    );
    const ids = await pane.evaluate(
      () => (window as unknown as { __associatedIds: string[] }).__associatedIds,
    );
    expect([...ids].sort()).toEqual([...metadataIds].sort());
  } finally {
    await pane.close();
  }
});

test("NJCREDIT.PERJOB and ANNUAL return the core's amounts", async () => {
  const criteria = [
    ["smallBusiness", true],
    ["newJobs", 300],
  ];
  // 3,500 + (c) 500 + (e) 500 = 4,500.
  const perJob = coreMoney(
    "emerge.perJob",
    { location: "enhanced", smallBusiness: true, newJobs: 300 },
    "perJobCredit",
  );
  expect(perJob).toBe(4500);
  expect(await callInPage("NJCREDIT.PERJOB", ["enhanced", null, criteria])).toBe(perJob);
  // Across two rows, and a retained job (half: 2,250).
  expect(
    await callInPage("NJCREDIT.PERJOB", [
      "enhanced",
      "retained",
      [
        ["smallBusiness", "newJobs"],
        [true, 300],
      ],
    ]),
  ).toBe(2250);
  // 300 × 4,000 + 20 × 2,000 = 1,240,000.
  const annual = coreMoney(
    "emerge.annual",
    { location: "enhanced", newJobs: 300, retainedJobs: 20 },
    "annualCredit",
  );
  expect(annual).toBe(1240000);
  expect(await callInPage("NJCREDIT.ANNUAL", ["enhanced", 300, 20, null])).toBe(annual);
});

test("NJCREDIT.MINWAGE", async () => {
  expect(await callInPage("NJCREDIT.MINWAGE", [2025])).toBe(15.49);
});

test("NJWIND.CREDIT returns the core's total", async () => {
  const inputs = {
    role: "owner",
    capitalInvestment: 80000000,
    employment: [120],
    approvedJobs: 150,
  };
  // 80,000,000 × 50% (150–199 approved jobs) = 40,000,000.
  const total = coreMoney("wind.schedule", inputs, "totalCredit");
  expect(total).toBe(40000000);
  expect(
    await callInPage("NJWIND.CREDIT", ["owner", 80000000, [[120]], [["approvedJobs", 150]]]),
  ).toBe(total);
});

test("NJCREDIT.AWARD and NJWIND.AWARD: the headline number without 1.4, an entity with it", async () => {
  const emerge = { location: "enhanced", newJobs: 300, retainedJobs: 20 };
  // 300 × 4,000 + 20 × 1,750 ... as NJCREDIT.ANNUAL: 1,240,000 (the test above).
  const annual = coreMoney("emerge.annual", emerge, "annualCredit");
  const wind = { role: "owner", capitalInvestment: 80000000, employment: [120], approvedJobs: 150 };
  const total = coreMoney("wind.schedule", wind, "totalCredit");
  const emergeArgs = ["enhanced", 300, 20, null];
  const windArgs = ["owner", 80000000, [[120]], [["approvedJobs", 150]]];
  expect(await callInPage("NJCREDIT.AWARD", emergeArgs)).toBe(annual);
  expect(await callInPage("NJWIND.AWARD", windArgs)).toBe(total);

  const dataTypesPage = await browser.newPage();
  try {
    await useOfficeStub(dataTypesPage);
    await dataTypesPage.goto(`${server.url}functions.html`);
    await dataTypesPage.waitForFunction(
      () => (window as unknown as { __associatedIds: string[] }).__associatedIds?.length >= 10,
    );
    const call = (id: string, args: unknown[]) =>
      dataTypesPage.evaluate(
        ([fid, fargs]) =>
          (
            window as unknown as { __associated: Record<string, (...a: unknown[]) => unknown> }
          ).__associated[fid as string](...(fargs as unknown[])),
        [id, args] as const,
      ) as Promise<Record<string, unknown>>;
    const award = await call("NJCREDIT.AWARD", emergeArgs);
    expect(award.type).toBe("Entity");
    expect(award.text).toBe("$1,240,000.00");
    expect((award.properties as Record<string, unknown>)["Annual credit"]).toEqual({
      type: "FormattedNumber",
      basicValue: annual,
      numberFormat: "$#,##0.00",
    });
    const windAward = await call("NJWIND.AWARD", windArgs);
    expect(
      (windAward.properties as Record<string, { basicValue: unknown }>)["Total credit"].basicValue,
    ).toBe(total);
    expect(await call("NJCREDIT.ANNUAL", emergeArgs)).toEqual({
      type: "FormattedNumber",
      basicValue: annual,
      numberFormat: "$#,##0.00",
    });
  } finally {
    await dataTypesPage.close();
  }
});

test("spilled tables and grids are the same in the bundle as from the source", async () => {
  const cases: [string, (...a: unknown[]) => unknown, unknown[]][] = [
    [
      "NJCREDIT.SCHEDULE",
      functions.schedule as never,
      ["enhanced", [[300, 310]], [[20]], [["firstYear", 2025]], null],
    ],
    [
      "NJCREDIT.EXPLAIN",
      functions.explain as never,
      ["grm", null, [["laborHarmony", true]], false],
    ],
    [
      "NJCREDIT.GRID",
      functions.creditGrid as never,
      [
        "enhanced",
        [[null, null]],
        "newJobs",
        [[100, 300, 500]],
        "smallBusiness",
        [[true], [false]],
        null,
        null,
      ],
    ],
    [
      "NJWIND.SCHEDULE",
      functions.windSchedule as never,
      ["owner", 80000000, [[120, 140]], [["firstYear", 2026]], true],
    ],
    [
      "NJWIND.EXPLAIN",
      functions.windExplain as never,
      ["tenant", 60000000, null, [["tenantLeasedShare", 0.5]], null],
    ],
    [
      "NJWIND.GRID",
      functions.windGrid as never,
      [
        "owner",
        80000000,
        null,
        "capitalInvestment",
        [[40000000, 80000000]],
        "approvedJobs",
        [[150], [300]],
        null,
        false,
      ],
    ],
  ];
  for (const [id, fn, args] of cases) {
    const inPage = await callInPage(id, args);
    expect({ id, value: inPage }).toEqual({ id, value: await callInNode(fn, args) });
  }
  // Spot checks by hand. Schedule year 2: 310 × 4,000 + 20 × 2,000 = 1,280,000.
  const schedule = (await callInPage("NJCREDIT.SCHEDULE", [
    "enhanced",
    [[300, 310]],
    [[20]],
    null,
    true,
  ])) as unknown[][];
  expect(schedule[2][8]).toBe(1280000);
  // Grid: newJobs 500, not a small business: 3,500 + (c) 750 = 4,250.
  const grid = (await callInPage("NJCREDIT.GRID", [
    "enhanced",
    null,
    "newJobs",
    [[100, 300, 500]],
    "smallBusiness",
    [[true], [false]],
    null,
    false,
  ])) as unknown[][];
  expect(grid[1][2]).toBe(4250);
});

test("bad input: #VALUE! with the message naming the input, thrown or in a grid cell", async () => {
  expect(await callInPage("NJCREDIT.PERJOB", ["enhancd", null, null])).toEqual({
    error: "#VALUE!",
    message:
      'location must be one of grm, enhanced, distressed, qoz, corridor, other; "enhancd" is not accepted; did you mean enhanced?',
  });
  expect(await callInPage("NJCREDIT.PERJOB", ["grm", "new", [["jobType", "retained"]]])).toEqual({
    error: "#VALUE!",
    message: "jobType is given both as the jobType argument and in criteria (row 1); give it once",
  });
  expect(await callInPage("NJCREDIT.MINWAGE", [2030])).toMatchObject({ error: "#VALUE!" });
  // An empty required argument is an error in the bundle too, never the core's default of 0.
  expect(await callInPage("NJCREDIT.ANNUAL", ["grm", null, 20, null])).toEqual({
    error: "#VALUE!",
    // The core's own refusal (readEmergeInputs decides it), with the empty argument named.
    message: `${coreError("emerge.annual", { location: "grm", retainedJobs: 20 })}; the newJobs argument is empty and criteria do not give it`,
  });
  const grid = (await callInPage("NJCREDIT.GRID", [
    "grm",
    null,
    "newJobs",
    [[0, -1]],
    "smallBusiness",
    [[false]],
    null,
    false,
  ])) as unknown[][];
  expect(grid[0][0]).toBe(4000);
  expect(grid[0][1]).toMatchObject({ error: "#VALUE!" });
  expect(pageErrors).toEqual([]);
});

test("a long grid in the bundle yields to the page between chunks, and stops when canceled", async () => {
  const out = await page.evaluate(async () => {
    const w = window as unknown as {
      __associated: Record<string, (...a: unknown[]) => Promise<unknown[][]>>;
    };
    // 1,000 × 100 per-job scenarios, every one different: more than one chunk's time (about
    // 10 ms) even where each takes a microsecond.
    const jobs = Array.from({ length: 1000 }, (_, i) => i);
    const salaries = Array.from({ length: 100 }, (_, i) => [60000 + 10 * i]);
    const args = [
      "grm",
      [["benchmarkMedianSalary", 60000]],
      "newJobs",
      [jobs],
      "projectMedianSalary",
      salaries,
    ];
    const call = (invocation: { onCanceled?: () => void }) =>
      w.__associated["NJCREDIT.GRID"](...args, "perJob", false, invocation);
    let otherTaskRan = false;
    let gridDone = false;
    const grid = call({}).then((g) => {
      gridDone = true;
      return g;
    });
    // Queued after the call: with the grid holding the page, this would run only after it.
    setTimeout(() => (otherTaskRan = !gridDone), 0);
    const result = await grid;
    // Canceled as soon as it is called: the Promise rejects and no amount is produced.
    const invocation: { onCanceled?: () => void } = {};
    const canceled = call(invocation);
    invocation.onCanceled?.();
    const error = await canceled.then(
      () => null,
      (e: { code: string }) => e.code,
    );
    return {
      otherTaskRan,
      rows: result.length,
      cols: result[0].length,
      first: result[0][0],
      error,
    };
  });
  // grm, 0 new jobs, a median salary at the benchmark (no (f) increment, no e. reduction), no
  // bonus: 4,000 (s.75 b.(1)).
  expect(out).toEqual({ otherTaskRan: true, rows: 100, cols: 1000, first: 4000, error: "#N/A" });
  expect(pageErrors).toEqual([]);
});
