/**
 * The production build: minified, and every development URL (https://localhost:3000/) in every
 * emitted text file replaced by the base URL given at build time — all of them, not only the
 * first (the fault of the Microsoft template's single `replace`). Built into a temporary
 * directory with webpack's API, so dist/ (used by the other tests) is untouched.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import webpack from "webpack";
import { ANNOTATIONS, summaryText } from "../../src/core/rules/law";
import * as minimumWage from "../../src/core/rules/minimumWage";
import * as wind from "../../src/core/rules/wind";
import * as emerge from "../../src/core/rules/emerge";
import { resetHostSupport } from "../../src/functions/values";
import { dateRulesIn, rulesIn } from "../core/rules/support";
import { installCustomFunctionsStub } from "../functions/stub";
import { unifiedManifestValidator } from "../schemas/validate";
import { allCalls, bundledFunctions, differences } from "./support/calls";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const makeConfig = require("../../webpack.config.js") as (
  env: object,
  argv: object,
) => webpack.Configuration;

const BASE = "https://addins.example.org/njcredit/";
let out: string;

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), "njcredit-prod-"));
  // transpileOnly: type checking is `npm run typecheck`'s job; this test is about the output.
  const config = makeConfig(
    { baseUrl: "https://addins.example.org/njcredit", transpileOnly: true },
    { mode: "production" },
  );
  config.output = { ...config.output, path: out };
  config.infrastructureLogging = { level: "error" };
  await new Promise<void>((resolve, reject) =>
    webpack(config).run((err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors())
        return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    }),
  );
}, 180000);

afterAll(() => {
  if (out) fs.rmSync(out, { recursive: true, force: true });
});

function textFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(js|json|html|xml|map)$/.test(f))
    .map((f) => path.join(dir, f));
}

test("no development URL is left in any emitted text file", () => {
  const files = textFiles(out);
  expect(files.map((f) => path.relative(out, f)).sort()).toEqual(
    expect.arrayContaining([
      "functions.js",
      "functions.json",
      "help.html",
      "manifest.xml",
      "manifest.json",
      "taskpane.html",
      "functions.html",
    ]),
  );
  for (const file of files) {
    expect({
      file: path.relative(out, file),
      dev: fs.readFileSync(file, "utf8").includes("localhost:3000"),
    }).toEqual({
      file: path.relative(out, file),
      dev: false,
    });
  }
});

test("the manifest points every URL at the base URL (a trailing slash added)", () => {
  const manifest = fs
    .readFileSync(path.join(out, "manifest.xml"), "utf8")
    .replace(/<!--[\s\S]*?-->/g, "");
  const urls = (manifest.match(/https:\/\/[^"<\s]+/g) ?? []).filter(
    (u) => !u.startsWith("https://schemas"),
  );
  // IconUrl, HighResolutionIconUrl, SupportUrl, SourceLocation, 3 images, 4 URLs = 11.
  expect(urls).toHaveLength(11);
  for (const u of urls) expect(u.startsWith(BASE)).toBe(true);
  expect(manifest).toContain(`DefaultValue="${BASE}functions.json"`);
  expect(manifest).toContain(`DefaultValue="${BASE}taskpane.html"`);
});

test("manifest.json too: every address under the base URL, validDomains its origin, still valid", () => {
  const text = fs.readFileSync(path.join(out, "manifest.json"), "utf8");
  const manifest = JSON.parse(text) as {
    $schema: string;
    validDomains: string[];
    extensions: { runtimes: { code: object; customFunctions: object }[] }[];
  };
  const urls = (text.match(/https:\/\/[^"]+/g) ?? []).filter(
    (u) => u !== manifest.$schema && !manifest.validDomains.includes(u),
  );
  // developer 3, code 2, metadataUrl 1, ribbon icons 3 + 4 × 3, alternateIcons 2, learnMoreUrl 1.
  expect(urls).toHaveLength(24);
  for (const u of urls) expect(u.startsWith(BASE)).toBe(true);
  expect(manifest.validDomains).toEqual(["https://addins.example.org"]);
  const runtime = manifest.extensions[0].runtimes[0];
  expect(runtime.code).toEqual({ page: `${BASE}taskpane.html`, script: `${BASE}functions.js` });
  expect(runtime.customFunctions).toEqual({ metadataUrl: `${BASE}functions.json` });
  expect(unifiedManifestValidator()(manifest)).toBe("");
  // The unified manifest's own icons are deployed beside it (its icon paths are relative).
  for (const icon of ["assets/icon-192.png", "assets/icon-outline-32.png"])
    expect(fs.existsSync(path.join(out, icon))).toBe(true);
});

test("functions.json help URLs point at the deployed help page", () => {
  const fns = (
    JSON.parse(fs.readFileSync(path.join(out, "functions.json"), "utf8")) as {
      functions: { helpUrl: string }[];
    }
  ).functions;
  expect(fns).toHaveLength(16);
  for (const fn of fns) expect(fn.helpUrl.startsWith(`${BASE}help.html#`)).toBe(true);
});

test("functions.js is minified", () => {
  const js = fs.readFileSync(path.join(out, "functions.js"), "utf8");
  // Minified: long lines, no JSDoc left.
  expect(js.split("\n").length).toBeLessThan(20);
  expect(js).not.toContain("@customfunction");
  expect(js).toContain('CustomFunctions.associate("NJCREDIT.PERJOB"');
});

describe("the minified functions.js answers as the sources do (Terser's options change nothing)", () => {
  // As field-text.test.ts does for the development build, here for what Terser made of it
  // (webpack.config.js TERSER_OPTIONS): every golden scenario, a bad value for every input, the
  // GRIDs and MINWAGE; in a host without data types and, with a fresh copy of the bundle (it
  // remembers the host's answer), in one with them (formatted numbers, entities).
  const host = globalThis as { Office?: unknown };
  afterEach(() => {
    delete host.Office;
    resetHostSupport();
  });

  test.each([
    ["without data types", undefined],
    ["with data types", { context: { requirements: { isSetSupported: () => true } } }],
  ])(
    "%s: the same value, table, entity or error text for every call",
    async (_, office) => {
      installCustomFunctionsStub();
      if (office) host.Office = office;
      resetHostSupport();
      const bundled = bundledFunctions(path.join(out, "functions.js"));
      const { differ, answers, errors, thrown } = await differences(bundled, allCalls());
      expect(thrown).toEqual([]);
      expect(differ).toEqual([]);
      expect(answers).toBeGreaterThan(500);
      expect(errors).toBeGreaterThan(1500);
    },
    120000,
  );

  test("with data types, the answers are formatted numbers and entities (the case is tested)", async () => {
    installCustomFunctionsStub();
    host.Office = { context: { requirements: { isSetSupported: () => true } } };
    const bundled = bundledFunctions(path.join(out, "functions.js"));
    const perJob = await bundled.get("NJCREDIT.PERJOB")!("enhanced", null, [["newJobs", 300]]);
    expect(perJob).toMatchObject({ type: "FormattedNumber" });
    const award = await bundled.get("NJCREDIT.AWARD")!("enhanced", 300, 0, null);
    expect(award).toMatchObject({ type: "Entity" });
  });
});

test("functions.js carries the rules' values, not their law or summaries (the pane's text)", () => {
  const js = fs.readFileSync(path.join(out, "functions.js"), "utf8");
  // The labels the trace shows are there (so the search below reads the right file) …
  expect(js).toContain(emerge.BONUS.p.label);
  // … the statute's sentences are not,
  const quotes = [...ANNOTATIONS.values()].flatMap((a) => ("quote" in a.law ? a.law.quote : []));
  expect(quotes.filter((q) => js.includes(q))).toEqual([]);
  // nor the summaries' words: the longest stretch of each without a number.
  const tables = [emerge, wind, minimumWage] as Record<string, unknown>[];
  const summaries = [
    ...tables.flatMap((t) => rulesIn(t)).map((r) => summaryText(r)),
    ...tables.flatMap((t) => dateRulesIn(t)).map((d) => summaryText(d)),
  ];
  const words = summaries
    .map((text) => text.split(/[$\d][\d,.%]*/).reduce((a, b) => (b.length > a.length ? b : a)))
    .filter((w) => w.length >= 25);
  expect(words.length).toBeGreaterThan(40);
  expect(words.filter((w) => js.includes(w))).toEqual([]);
});

test("the base URL may come from ADDIN_BASE_URL; it must be https", () => {
  const saved = process.env.ADDIN_BASE_URL;
  try {
    process.env.ADDIN_BASE_URL = "https://other.example.org/x";
    const plugins = makeConfig({}, { mode: "production" }).plugins ?? [];
    const rewrite = plugins.find((p) => p?.constructor.name === "BaseUrlPlugin") as unknown as {
      baseUrl: string;
    };
    expect(rewrite.baseUrl).toBe("https://other.example.org/x/");
    process.env.ADDIN_BASE_URL = "http://insecure.example.org/";
    expect(() => makeConfig({}, { mode: "production" })).toThrow(/must be https/);
    delete process.env.ADDIN_BASE_URL;
    const none = makeConfig({}, { mode: "development" }).plugins ?? [];
    expect(none.some((p) => p?.constructor.name === "BaseUrlPlugin")).toBe(false);
  } finally {
    if (saved === undefined) delete process.env.ADDIN_BASE_URL;
    else process.env.ADDIN_BASE_URL = saved;
  }
});
