/**
 * functions.js is built without the field specs' descriptions and default texts
 * (scripts/field-text-loader.js, on the "functions" layer only; issue 14's size budget). Checked
 * here: the loader leaves out exactly those properties and refuses field specs of another shape;
 * the built functions.js (dist/, as `npm test` builds it) has none of the words and taskpane.js
 * keeps them; and the built functions give the same answers, tables, entities and error texts as
 * the sources (which have the words) on every golden scenario and on a bad value for every input
 * — so nothing the functions run reads what the loader leaves out.
 */
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { emergeFields } from "../../src/core/emerge/inputs";
import { windFields } from "../../src/core/wind/inputs";
import { ensureDist } from "../browser/support/dist";
import { installCustomFunctionsStub } from "../functions/stub";
import { allCalls, bundledFunctions, differences } from "./support/calls";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require("../../scripts/field-text-loader.js") as {
  dropFieldText(source: string): string;
  DROPPED: string[];
};

const ROOT = path.resolve(__dirname, "../..");
const FIELD_MODULES = ["src/core/emerge/inputs.ts", "src/core/wind/inputs.ts"];

/** A module as ts-loader hands it to the loader: JavaScript, ES module syntax kept. */
function compiled(file: string): string {
  return ts.transpileModule(fs.readFileSync(path.join(ROOT, file), "utf8"), {
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ES2020 },
  }).outputText;
}

type Field = { description: string; defaultText?: string };
const allFields = [emergeFields, windFields].flatMap(
  (fields) => Object.values(fields) as unknown as Field[],
);
const words = allFields.flatMap((f) => [f.description, ...(f.defaultText ? [f.defaultText] : [])]);

describe("the loader", () => {
  test.each(FIELD_MODULES)("%s: the words are blanked, everything else kept in place", (file) => {
    const source = compiled(file);
    const out = loader.dropFieldText(source);
    // Same length and lines: ts-loader's source map still holds.
    expect(out.length).toBe(source.length);
    expect(out.split("\n").length).toBe(source.split("\n").length);
    expect(out).not.toMatch(/\b(description|defaultText)\s*:/);
    expect(source).toMatch(/\bdescription\s*:/);
    // Only blanks were written, where the words were: the kept text is the source's, in place.
    for (let i = 0; i < out.length; i++) {
      if (out[i] !== source[i] && out[i] !== " ") throw new Error(`${file}: changed at ${i}`);
    }
    const plain = words.filter((w) => source.includes(JSON.stringify(w)));
    expect(plain.length).toBeGreaterThan(15);
    expect(plain.filter((w) => out.includes(JSON.stringify(w)))).toEqual([]);
    // The rest of each field stays: kinds, defaults, requirements, choices.
    for (const kept of ["kind:", "default:", "required:", "choices:"]) {
      expect(out.split(kept).length).toBe(source.split(kept).length);
    }
  });

  test("fields of another shape fail the build rather than keep or lose words silently", () => {
    const spec = (fields: string) => `const f = fieldsFor()({ ${fields} });`;
    expect(loader.dropFieldText(spec(`a: { kind: K, description: "x", default: 1 }`))).toBe(
      `const f = fieldsFor()({ a: { kind: K,                   default: 1 } });`,
    );
    // The last property, its comma before it left as a trailing comma; two in a row: the 17
    // characters of `description: "x",`, the space after them, and the 16 of `defaultText: "y"`
    // become 34 spaces, leaving `{ kind: K, … }`.
    expect(loader.dropFieldText(spec(`a: { kind: K, description: "x", defaultText: "y" }`))).toBe(
      `const f = fieldsFor()({ a: { kind: K, ${" ".repeat(34)} } });`,
    );
    expect(() => loader.dropFieldText(spec(`a: { kind: K }`))).toThrow(/a has no description/);
    expect(() => loader.dropFieldText(spec(`a: A`))).toThrow(/a is not an object literal/);
    expect(() => loader.dropFieldText(spec(`a: { ...k, description: "x" }`))).toThrow(/spread/);
    expect(() => loader.dropFieldText(spec(`...more`))).toThrow(/spread/);
    expect(() => loader.dropFieldText(`const f = { a: { description: "x" } };`)).toThrow(
      /no `fieldsFor/,
    );
  });
});

describe("the built bundles", () => {
  let dist: string;
  beforeAll(() => {
    dist = ensureDist();
  }, 180000);

  /** The words of a field no other source file has (a bonus's reason may say the same). */
  const ownWords = () => {
    const others = fs
      .readdirSync(path.join(ROOT, "src"), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts") && !FIELD_MODULES.includes(path.join("src", f)))
      .map((f) => fs.readFileSync(path.join(ROOT, "src", f), "utf8"))
      .join("\n");
    return words.filter((w) => !others.includes(w));
  };

  test("functions.js has none of the fields' words; taskpane.js, for the pane, has them", () => {
    const own = ownWords();
    expect(own.length).toBeGreaterThan(40);
    const js = (name: string) => fs.readFileSync(path.join(dist, name), "utf8");
    const functionsJs = js("functions.js");
    expect(functionsJs).toContain('CustomFunctions.associate("NJCREDIT.PERJOB"');
    expect(own.filter((w) => functionsJs.includes(w))).toEqual([]);
    const taskpaneJs = js("taskpane.js");
    // Those written as one string in the source (not a template with a number in it) are there
    // as written.
    const sources = FIELD_MODULES.map((f) => fs.readFileSync(path.join(ROOT, f), "utf8")).join();
    const plain = own.filter((w) => sources.includes(JSON.stringify(w)));
    expect(plain.length).toBeGreaterThan(30);
    expect(plain.filter((w) => !taskpaneJs.includes(w))).toEqual([]);
  });
});

describe("the built functions answer as the sources do", () => {
  let bundled: Map<string, (...args: unknown[]) => unknown>;
  beforeAll(() => {
    installCustomFunctionsStub();
    bundled = bundledFunctions(path.join(ensureDist(), "functions.js"));
  }, 180000);

  test("every call: the same value, table, entity or error text", async () => {
    const calls = allCalls();
    expect(calls.length).toBeGreaterThan(2000);
    const { differ, answers, errors, thrown } = await differences(bundled, calls);
    expect(thrown).toEqual([]);
    expect(differ).toEqual([]);
    // Both kinds in numbers: answers (golden scenarios) and error texts (the bad values).
    expect(answers).toBeGreaterThan(500);
    expect(errors).toBeGreaterThan(1500);
  }, 120000);
});
