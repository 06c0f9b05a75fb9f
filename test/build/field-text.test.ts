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
import * as functions from "../../src/functions/functions";
import { FUNCTIONS, type FunctionId } from "../../src/functions/registry";
import { ensureDist } from "../browser/support/dist";
import { StubCustomFunctionsError, installCustomFunctionsStub } from "../functions/stub";
import { loadGolden } from "../golden/load";

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

/** The functions of the built functions.js, by id, as Excel's runtime gets them. */
function bundledFunctions(file: string): Map<string, (...args: unknown[]) => unknown> {
  const associated = new Map<string, (...args: unknown[]) => unknown>();
  const stub = {
    associate: (id: string, fn: (...args: unknown[]) => unknown) => associated.set(id, fn),
    Error: StubCustomFunctionsError,
    ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A" },
  };
  new Function("CustomFunctions", "self", "window", fs.readFileSync(file, "utf8"))(
    stub,
    globalThis,
    globalThis,
  );
  return associated;
}

/** Each id's function in src/functions/functions.ts (its declarations, in the registry's order). */
const SOURCE: Record<FunctionId, (...args: unknown[]) => unknown> = {
  "NJCREDIT.PERJOB": functions.perJob,
  "NJCREDIT.ANNUAL": functions.annual,
  "NJCREDIT.SCHEDULE": functions.schedule,
  "NJCREDIT.EXPLAIN": functions.explain,
  "NJCREDIT.GRID": functions.creditGrid,
  "NJCREDIT.MINWAGE": functions.minWage,
  "NJWIND.SCHEDULE": functions.windSchedule,
  "NJWIND.CREDIT": functions.windCredit,
  "NJWIND.EXPLAIN": functions.windExplain,
  "NJWIND.GRID": functions.windGrid,
  "NJCREDIT.AWARD": functions.award,
  "NJWIND.AWARD": functions.windAward,
} as Record<FunctionId, (...args: unknown[]) => unknown>;

/** A result as compared: errors as {error, message}, anything else thrown as its text. */
async function wire(call: () => unknown): Promise<unknown> {
  const of = (v: unknown): unknown => {
    if (v instanceof StubCustomFunctionsError) return { error: v.code, message: v.message };
    if (Array.isArray(v)) return v.map(of);
    return v;
  };
  try {
    return of(await call());
  } catch (err) {
    return err instanceof StubCustomFunctionsError ? of(err) : { thrown: String(err) };
  }
}

type Cell = string | number | boolean | null;
const isCell = (v: unknown): v is Cell =>
  v === null || ["string", "number", "boolean"].includes(typeof v);

/** A function's arguments for a calculation's inputs: its own arguments, the rest as criteria. */
function argumentsFor(id: FunctionId, inputs: Record<string, unknown>): unknown[] {
  const spec = FUNCTIONS.find((f) => f.id === id)!;
  const taken = new Set<string>();
  const args = spec.arguments.map((a): unknown => {
    const read = a.read;
    if (read.kind === "headers") return true;
    if (read.kind !== "scalar" && read.kind !== "series") return null;
    const value = inputs[read.input];
    if (read.kind === "scalar" && isCell(value) && value !== null) {
      taken.add(read.input);
      return value;
    }
    if (read.kind === "series" && Array.isArray(value) && value.every(isCell)) {
      taken.add(read.input);
      return read.mode === "list" ? value.map((v) => [v]) : [value];
    }
    return null;
  });
  const rows = Object.entries(inputs)
    .filter(([name]) => !taken.has(name))
    .map(([name, value]) => [name, ...(Array.isArray(value) ? value : [value])]);
  const at = spec.arguments.findIndex((a) => a.read.kind === "criteria");
  args[at] = rows.length > 0 ? rows : null;
  return args;
}

const FUNCTIONS_OF: Record<string, FunctionId[]> = {
  "emerge.perJob": ["NJCREDIT.PERJOB", "NJCREDIT.EXPLAIN"],
  "emerge.annual": ["NJCREDIT.ANNUAL", "NJCREDIT.AWARD"],
  "emerge.schedule": ["NJCREDIT.SCHEDULE"],
  "wind.schedule": ["NJWIND.CREDIT", "NJWIND.SCHEDULE", "NJWIND.EXPLAIN", "NJWIND.AWARD"],
};

interface Call {
  what: string;
  id: FunctionId;
  args: unknown[];
}

function goldenCalls(): Call[] {
  return loadGolden().flatMap(({ credit, file, scenario }) =>
    // A calc such as "constructor" (a golden error scenario) is not a key of the table.
    (Object.prototype.hasOwnProperty.call(FUNCTIONS_OF, scenario.calc)
      ? FUNCTIONS_OF[scenario.calc]
      : []
    ).map((id) => ({
      what: `${credit}/${file} ${id}`,
      id,
      args: argumentsFor(id, scenario.inputs),
    })),
  );
}

/** Per calculation, inputs that compute, to which one bad value at a time is added. */
const VALID: Record<string, Record<string, unknown>> = {
  "emerge.perJob": { location: "enhanced", newJobs: 300 },
  "emerge.schedule": { location: "enhanced", newJobs: 300, firstYear: 2025 },
  "wind.schedule": { role: "owner", capitalInvestment: 80000000, employment: [120] },
};
const BAD_VALUES: Cell[] = ["not a value", -1, 1.5, 1e16, true, "2025-13-45", "1,000"];

/** A bad value for every input of every calculation, in each calculation's functions. */
function badInputCalls(): Call[] {
  const calls: Call[] = [];
  const inputsOf: [string, object][] = [
    ["emerge.perJob", emergeFields],
    ["emerge.schedule", emergeFields],
    ["wind.schedule", windFields],
  ];
  for (const [calc, fields] of inputsOf) {
    for (const name of Object.keys(fields)) {
      for (const bad of BAD_VALUES) {
        const inputs = { ...VALID[calc], [name]: bad };
        for (const id of FUNCTIONS_OF[calc]) {
          calls.push({ what: `${id} ${name}=${String(bad)}`, id, args: argumentsFor(id, inputs) });
        }
      }
    }
  }
  return calls;
}

/** GRIDs and MINWAGE, which no golden scenario calls. */
const OTHER_CALLS: Call[] = [
  {
    what: "NJCREDIT.GRID",
    id: "NJCREDIT.GRID",
    args: ["enhanced", null, "newJobs", [[100, 300, 500]], "smallBusiness", [[true], [false]]],
  },
  {
    what: "NJCREDIT.GRID total",
    id: "NJCREDIT.GRID",
    args: ["grm", [["firstYear", 2025]], "newJobs", [[300, 400]], "retainedJobs", [[0], [20]]],
  },
  {
    what: "NJCREDIT.GRID, a bad name",
    id: "NJCREDIT.GRID",
    args: ["enhanced", null, "newJob", [[100]], "smallBusiness", [[true]]],
  },
  {
    what: "NJWIND.GRID",
    id: "NJWIND.GRID",
    args: [
      "owner",
      80000000,
      [["employment", 120]],
      "capitalInvestment",
      [[4e7, 8e7]],
      "approvedJobs",
      [[150], [300]],
    ],
  },
  {
    what: "NJWIND.GRID, a bad value",
    id: "NJWIND.GRID",
    args: ["owner", 80000000, null, "approvedJobs", [["many"]], "netBenefit", [[1]]],
  },
  ...[2018, 2019, 2025, 2026, 2030, "x", null].map((year): Call => ({
    what: `MINWAGE ${year}`,
    id: "NJCREDIT.MINWAGE",
    args: [year],
  })),
];

describe("the built functions answer as the sources do", () => {
  let bundled: Map<string, (...args: unknown[]) => unknown>;
  beforeAll(() => {
    installCustomFunctionsStub();
    bundled = bundledFunctions(path.join(ensureDist(), "functions.js"));
  }, 180000);

  test("every call: the same value, table, entity or error text", async () => {
    const calls = [...goldenCalls(), ...badInputCalls(), ...OTHER_CALLS];
    expect(calls.length).toBeGreaterThan(2000);
    const differ: string[] = [];
    let answers = 0;
    let errors = 0;
    for (const { what, id, args } of calls) {
      const fromSource = await wire(() => SOURCE[id](...args));
      const fromBundle = await wire(() => bundled.get(id)!(...args));
      if (JSON.stringify(fromBundle) !== JSON.stringify(fromSource)) differ.push(what);
      const isError = (v: unknown) => typeof v === "object" && v !== null && "error" in v;
      if (isError(fromSource)) errors++;
      else answers++;
      expect(fromSource).not.toHaveProperty("thrown");
    }
    expect(differ).toEqual([]);
    // Both kinds in numbers: answers (golden scenarios) and error texts (the bad values).
    expect(answers).toBeGreaterThan(500);
    expect(errors).toBeGreaterThan(1500);
  }, 120000);
});
