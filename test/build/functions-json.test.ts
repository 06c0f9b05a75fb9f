/**
 * The generated dist/functions.json (custom-functions-metadata-plugin, from the JSDoc of
 * src/functions/functions.ts) and dist/help.html: every id of docs/interface.md §2, each with a
 * description and a help URL into help.html, every argument described, the naming rules, no
 * volatile function, and argument lists that match calls.ts (which the pane relies on).
 */
import * as fs from "fs";
import * as path from "path";
import { calculations } from "../../src/core";
import { ARGUMENT_NAMES, FUNCTION_IDS, type FunctionId } from "../../src/functions/calls";
import { ensureDist, ROOT } from "../browser/support/dist";

interface Param {
  name: string;
  description?: string;
  type?: string;
  dimensionality?: string;
  optional?: boolean;
}
interface Fn {
  id: string;
  name: string;
  description?: string;
  helpUrl?: string;
  parameters: Param[];
  result?: { type?: string; dimensionality?: string };
  options?: Record<string, boolean>;
}

let fns: Fn[];
let help: string;

beforeAll(() => {
  const dist = ensureDist();
  fns = (
    JSON.parse(fs.readFileSync(path.join(dist, "functions.json"), "utf8")) as { functions: Fn[] }
  ).functions;
  help = fs.readFileSync(path.join(dist, "help.html"), "utf8");
});

const byId = (id: string): Fn => {
  const fn = fns.find((f) => f.id === id);
  if (!fn) throw new Error(`${id} is missing from functions.json`);
  return fn;
};

test("exactly the ten ids, each its own name", () => {
  expect(fns.map((f) => f.id).sort()).toEqual([...FUNCTION_IDS].sort());
  for (const fn of fns) expect(fn.name).toBe(fn.id);
});

test("naming: NJCREDIT. for Emerge, NJWIND. for wind, upper case; arguments camelCase", () => {
  for (const fn of fns) {
    expect(fn.id).toMatch(/^(NJCREDIT|NJWIND)\.[A-Z]+$/);
    for (const p of fn.parameters) expect(p.name).toMatch(/^[a-z][A-Za-z]*$/);
  }
  const wind = fns
    .filter((f) => f.id.startsWith("NJWIND."))
    .map((f) => f.id)
    .sort();
  expect(wind).toEqual(["NJWIND.CREDIT", "NJWIND.EXPLAIN", "NJWIND.GRID", "NJWIND.SCHEDULE"]);
});

test("every function and every argument is described, with a help URL into help.html", () => {
  for (const fn of fns) {
    expect(fn.description?.length ?? 0).toBeGreaterThan(40);
    const anchor = fn.id.toLowerCase().replace(/\./g, "-");
    expect(fn.helpUrl).toBe(`https://localhost:3000/help.html#${anchor}`);
    expect(help).toContain(`<section id="${anchor}">`);
    for (const p of fn.parameters) {
      expect({ fn: fn.id, param: p.name, described: (p.description?.length ?? 0) > 15 }).toEqual({
        fn: fn.id,
        param: p.name,
        described: true,
      });
      // help.html documents each argument with the same words (HTML-escaped).
      expect(help).toContain(`id="${anchor}-${p.name.toLowerCase()}"`);
      expect(help).toContain(
        (p.description ?? "")
          .replace(/&/g, "&amp;")
          .replace(/</g, "&lt;")
          .replace(/>/g, "&gt;")
          .replace(/"/g, "&quot;"),
      );
    }
  }
});

test("help.html lists every criteria name of each calculation, which the arguments point to", () => {
  // The criteria descriptions say "names as in the help page": each name has a row there.
  const rows = (table: string) =>
    [...help.matchAll(new RegExp(`<tr id="criteria-${table}-([a-z]+)">`, "g"))].map((m) => m[1]);
  const lower = (names: string[]) => names.map((n) => n.toLowerCase()).sort();
  expect(rows("emerge").sort()).toEqual(lower(Object.keys(calculations["emerge.perJob"].schema)));
  expect(rows("wind").sort()).toEqual(lower(Object.keys(calculations["wind.schedule"]!.schema)));
  // With the value and the meaning, inline code as code.
  expect(help).toMatch(
    /<tr id="criteria-emerge-smallbusiness">\s*<td><code>smallBusiness<\/code><\/td>\s*<td>TRUE\/FALSE<\/td>\s*<td>qualifies as a small business<\/td>/,
  );
});

test("argument lists match calls.ts (the pane reads arguments by these names)", () => {
  for (const id of FUNCTION_IDS) {
    expect({ id, params: byId(id).parameters.map((p) => p.name) }).toEqual({
      id,
      params: [...ARGUMENT_NAMES[id as FunctionId]],
    });
  }
});

test("leading arguments and optional ones as docs/interface.md §2 fixes them", () => {
  const signature = (id: string) =>
    byId(id)
      .parameters.map((p) => (p.optional ? `[${p.name}]` : p.name))
      .join(", ");
  expect(signature("NJCREDIT.PERJOB")).toBe("location, [jobType], [criteria]");
  expect(signature("NJCREDIT.ANNUAL")).toBe("location, newJobs, [retainedJobs], [criteria]");
  expect(signature("NJCREDIT.SCHEDULE")).toBe(
    "location, newJobsByYear, [retainedJobsByYear], [criteria], [headers]",
  );
  expect(signature("NJCREDIT.EXPLAIN")).toBe("location, [jobType], [criteria], [headers]");
  expect(signature("NJCREDIT.MINWAGE")).toBe("year");
  expect(signature("NJWIND.SCHEDULE")).toBe(
    "role, capitalInvestment, employment, [criteria], [headers]",
  );
  expect(signature("NJWIND.CREDIT")).toBe("role, capitalInvestment, [employment], [criteria]");
  expect(signature("NJWIND.EXPLAIN")).toBe(
    "role, capitalInvestment, [employment], [criteria], [headers]",
  );
  expect(signature("NJCREDIT.GRID")).toBe(
    "location, criteria, rowInput, rowValues, columnInput, columnValues, [output], [headers]",
  );
  expect(signature("NJWIND.GRID")).toBe(
    "role, capitalInvestment, criteria, rowInput, rowValues, columnInput, columnValues, [output], [headers]",
  );
});

test("ranges are matrices, single values any; tables spill, amounts are numbers", () => {
  const ranges = new Set([
    "criteria",
    "newJobsByYear",
    "retainedJobsByYear",
    "employment",
    "rowValues",
    "columnValues",
  ]);
  for (const fn of fns) {
    for (const p of fn.parameters) {
      expect({ fn: fn.id, p: p.name, dim: p.dimensionality ?? "scalar", type: p.type }).toEqual({
        fn: fn.id,
        p: p.name,
        dim: ranges.has(p.name) ? "matrix" : "scalar",
        type: "any",
      });
    }
    const spills = /SCHEDULE|EXPLAIN|GRID/.test(fn.id);
    expect({ fn: fn.id, result: fn.result }).toEqual({
      fn: fn.id,
      result: spills ? { dimensionality: "matrix" } : { type: "number" },
    });
  }
});

test("the GRID functions are cancelable; none is volatile, streaming or needs the calling address", () => {
  // A long grid is computed in chunks (cells.ts gridTableAsync); Excel cancels it through the
  // CancelableInvocation it passes last, which functions.json must not list as an argument.
  const cancelable = new Set(["NJCREDIT.GRID", "NJWIND.GRID"]);
  for (const fn of fns) {
    expect({ fn: fn.id, options: fn.options }).toEqual({
      fn: fn.id,
      options: cancelable.has(fn.id) ? { cancelable: true } : undefined,
    });
    expect(fn.parameters.map((p) => p.name)).not.toContain("invocation");
  }
});

test("no function calls Excel.run (the functions never touch the workbook)", () => {
  const dir = path.join(ROOT, "src", "functions");
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
    const source = fs
      .readFileSync(path.join(dir, file), "utf8")
      .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    expect({ file, usesExcelRun: /Excel\.(run|RequestContext)/.test(source) }).toEqual({
      file,
      usesExcelRun: false,
    });
  }
});
