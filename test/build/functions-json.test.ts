/**
 * The generated dist/functions.json (custom-functions-metadata-plugin, from the JSDoc of
 * src/functions/functions.ts) and dist/help.html: every id of docs/interface.md §2, each with a
 * description and a help URL into help.html, every argument described, the naming rules, no
 * volatile function, and argument lists that match calls.ts (which the pane relies on).
 */
import * as fs from "fs";
import * as path from "path";
import { calculations } from "../../src/core";
import {
  ARGUMENT_NAMES,
  FUNCTION_IDS,
  FUNCTIONS,
  type FunctionId,
} from "../../src/functions/calls";
import {
  EMERGE_SCHEDULE_HEADERS,
  TRACE_HEADERS,
  WIND_SCHEDULE_HEADERS,
} from "../../src/functions/cells";
import { customEnums, enumOfArgument, enumSource } from "../../src/functions/enums";
import { ensureDist, ROOT } from "../browser/support/dist";

interface Param {
  name: string;
  description?: string;
  type?: string;
  dimensionality?: string;
  optional?: boolean;
  customEnumId?: string;
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
let enums: unknown;
let help: string;

beforeAll(() => {
  const dist = ensureDist();
  const metadata = JSON.parse(fs.readFileSync(path.join(dist, "functions.json"), "utf8")) as {
    functions: Fn[];
    enums: unknown;
  };
  fns = metadata.functions;
  enums = metadata.enums;
  help = fs.readFileSync(path.join(dist, "help.html"), "utf8");
});

const byId = (id: string): Fn => {
  const fn = fns.find((f) => f.id === id);
  if (!fn) throw new Error(`${id} is missing from functions.json`);
  return fn;
};

test("exactly the registry's ids, in its order, each its own name", () => {
  // registry.ts declares every function once; functions.ts's JSDoc must say the same.
  expect(fns.map((f) => f.id)).toEqual(FUNCTIONS.map((f) => f.id));
  expect(fns.map((f) => f.id).sort()).toEqual([...FUNCTION_IDS].sort());
  for (const fn of fns) expect(fn.name).toBe(fn.id);
});

test("the AutoComplete lists are the core's values with the statute's words (generate-or-test)", () => {
  // On failure, paste enumSource() (printed below) over the enums in src/functions/functions.ts.
  const expected = customEnums();
  if (JSON.stringify(enums) !== JSON.stringify(expected)) console.log(enumSource());
  expect(enums).toEqual(expected);
  for (const fn of fns) {
    for (const p of fn.parameters) {
      expect({ fn: fn.id, p: p.name, enum: p.customEnumId }).toEqual({
        fn: fn.id,
        p: p.name,
        enum: enumOfArgument(fn.id, p.name),
      });
    }
  }
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
  expect(wind).toEqual([
    "NJWIND.AWARD",
    "NJWIND.COMPARE",
    "NJWIND.CREDIT",
    "NJWIND.EXPLAIN",
    "NJWIND.GRID",
    "NJWIND.PORTFOLIO",
    "NJWIND.SCHEDULE",
  ]);
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

test("ranges are matrices, fixed values enums, other single values any; tables spill, amounts any", () => {
  const ranges = new Set([
    "criteria",
    "changes",
    "newJobsByYear",
    "retainedJobsByYear",
    "employment",
    "rowValues",
    "columnValues",
    "table",
    "columns",
  ]);
  for (const fn of fns) {
    for (const p of fn.parameters) {
      expect({ fn: fn.id, p: p.name, dim: p.dimensionality ?? "scalar", type: p.type }).toEqual({
        fn: fn.id,
        p: p.name,
        dim: ranges.has(p.name) ? "matrix" : "scalar",
        // A custom enum's values are text (its AutoComplete list); any other text still arrives.
        type: enumOfArgument(fn.id, p.name) ? "string" : "any",
      });
    }
    const spills = /SCHEDULE|EXPLAIN|GRID|COMPARE|PORTFOLIO/.test(fn.id);
    // Single results are "any": a number, or with CustomFunctionsRuntime 1.4 a formatted
    // number or an entity (values.ts, entity.ts).
    expect({ fn: fn.id, result: fn.result }).toEqual({
      fn: fn.id,
      result: spills ? { dimensionality: "matrix" } : {},
    });
  }
});

test("the GRID and PORTFOLIO functions are cancelable; none is volatile, streaming or needs the calling address", () => {
  // A long grid or portfolio is computed in chunks (grid-run.ts, portfolio.ts); Excel cancels it
  // through the CancelableInvocation it passes last, which functions.json must not list.
  const cancelable = new Set([
    "NJCREDIT.GRID",
    "NJWIND.GRID",
    "NJCREDIT.PORTFOLIO",
    "NJWIND.PORTFOLIO",
  ]);
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

describe("help.html as a guide", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { functionExamples } = require("../../scripts/help-page") as {
    functionExamples: (readme: string) => Record<string, string[]>;
  };
  const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
  const ids = (html: string) => new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));

  test("its contents and guide link only to sections the page has, and the guide names every function", () => {
    const nav = help.slice(help.indexOf('<nav aria-label="Contents">'), help.indexOf("</nav>"));
    const guide = help.slice(help.indexOf('id="guide"'), help.indexOf('id="criteria"'));
    const present = ids(help);
    for (const [, target] of `${nav}${guide}`.matchAll(/href="#([^"]+)"/g)) {
      expect({ target, present: present.has(target) }).toEqual({ target, present: true });
    }
    expect(nav.match(/href=/g)?.length).toBeGreaterThanOrEqual(6);
    for (const fn of fns) expect(guide).toContain(`<code>${fn.name}</code>`);
  });

  test("every function's section shows the README's examples for it (which a test recomputes)", () => {
    const examples = functionExamples(readme);
    for (const fn of fns) {
      expect({ fn: fn.name, examples: (examples[fn.name] ?? []).length > 0 }).toEqual({
        fn: fn.name,
        examples: true,
      });
      const start = help.indexOf(`<section id="${fn.id.toLowerCase().replace(/\./g, "-")}">`);
      const section = help.slice(start, help.indexOf("</section>", start));
      // The first formula of each example, as the page writes it (HTML-escaped code).
      for (const example of examples[fn.name]) {
        const formula = /`(=[^`]+)`/.exec(example)![1];
        expect(section).toContain(
          formula.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;"),
        );
      }
    }
  });

  test("the spilled tables' columns are the ones the functions spill", () => {
    const section = help.slice(help.indexOf('id="spilled-tables"'), help.indexOf('id="functions"'));
    const headersOf = (fn: string) => {
      const start = section.indexOf(`id="layout-${fn.toLowerCase().replace(/\./g, "-")}"`);
      expect(start).toBeGreaterThan(0);
      const table = section.slice(start, section.indexOf("</table>", start));
      return [...table.matchAll(/<th>([^<]*)<\/th>/g)].map((m) => m[1]);
    };
    expect(headersOf("NJCREDIT.SCHEDULE")).toEqual(EMERGE_SCHEDULE_HEADERS);
    expect(headersOf("NJWIND.SCHEDULE")).toEqual(WIND_SCHEDULE_HEADERS);
    expect(headersOf("NJCREDIT.EXPLAIN")).toEqual(TRACE_HEADERS);
    expect(headersOf("NJWIND.EXPLAIN")).toEqual(TRACE_HEADERS);
  });
});
