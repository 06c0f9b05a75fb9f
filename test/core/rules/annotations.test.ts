/**
 * The rules' law and summaries live beside the tables, in src/core/rules/law/, keyed by rule:
 * every rule and date of the tables has exactly one annotation there, and every annotation is a
 * rule's (so none goes stale). The Excel functions' imports stop short of that folder, so what
 * Excel downloads carries the values without the law's sentences (issue 14's bundle figure).
 */
import * as fs from "fs";
import * as path from "path";
import * as emerge from "../../../src/core/rules/emerge";
import { ANNOTATIONS, lawOf } from "../../../src/core/rules/law";
import * as minimumWage from "../../../src/core/rules/minimumWage";
import * as wind from "../../../src/core/rules/wind";
import { dateRulesIn, rulesIn } from "./support";

const tables = [emerge, wind, minimumWage] as Record<string, unknown>[];
const rules = [...tables.flatMap((t) => rulesIn(t)), ...tables.flatMap((t) => dateRulesIn(t))];

test("each rule and date of the tables has a key of its own", () => {
  const keys = rules.map((r) => r.key);
  expect(keys.length).toBeGreaterThan(60);
  expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
});

test("each rule and date has exactly one annotation, and each annotation is a rule's", () => {
  const keys = rules.map((r) => r.key).sort();
  expect([...ANNOTATIONS.keys()].sort()).toEqual(keys);
});

test("a rule the law folder does not annotate is an error, not a blank", () => {
  const stray = { ...emerge.BONUS.e.amount, key: "P.L.2020, c.156, s.75 c.(1)(z): increase" };
  expect(() => lawOf(stray)).toThrow(/c\.\(1\)\(z\): increase has no law and summary/);
});

const SRC = path.join(__dirname, "../../../src");

/** The source files a module imports at run time (type-only imports are erased), transitively. */
function runtimeImports(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, "utf8");
    const specifiers = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;
    for (const [, spec] of text.matchAll(specifiers)) {
      if (!spec.startsWith(".")) continue; // a package (decimal.js), not our source
      const base = path.resolve(path.dirname(file), spec);
      const resolved = [`${base}.ts`, path.join(base, "index.ts"), base].find(
        (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
      );
      if (!resolved) throw new Error(`${file}: cannot resolve ${spec}`);
      visit(resolved);
    }
  };
  visit(entry);
  return [...seen].map((f) => path.relative(SRC, f).split(path.sep).join("/")).sort();
}

describe("the Excel functions' bundle", () => {
  const files = runtimeImports(path.join(SRC, "functions/functions.ts"));

  test("reaches the rules tables and the calculations (the walk follows imports)", () => {
    expect(files).toEqual(
      expect.arrayContaining(["core/rules/emerge.ts", "core/rules/wind.ts", "core/index.ts"]),
    );
  });

  test("imports neither the rules' law and summaries nor the pane's or the parser's code", () => {
    const paneOnly = files.filter((f) =>
      /^(core\/rules\/law\/|core\/rules\/\w+Summaries\.ts$|core\/rules\/table\.ts$|taskpane\/|excel\/|preview\/)/.test(
        f,
      ),
    );
    expect(paneOnly).toEqual([]);
  });

  test("holds none of the statute's quoted sentences", () => {
    const quotes = [...ANNOTATIONS.values()].flatMap((a) => ("quote" in a.law ? a.law.quote : []));
    expect(quotes.length).toBeGreaterThan(40);
    const carrying = files.filter((f) => {
      const text = fs.readFileSync(path.join(SRC, f), "utf8");
      return quotes.some((q) => text.includes(q));
    });
    expect(carrying).toEqual([]);
  });
});
