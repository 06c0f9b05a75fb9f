/**
 * The README's function reference and criteria names stay true: every function has a section
 * with an example, every example computes (through the same functions and core as Excel) to the
 * amount the README shows, and the criteria tables list exactly the core's input names.
 */
import fs from "fs";
import path from "path";
import { calculations } from "../../src/core";
import { FUNCTION_IDS } from "../../src/functions/calls";
import {
  Calculator,
  SheetModel,
  WorkbookModel,
  isErrorValue,
  type FunctionRegistry,
} from "../../src/preview/workbook";
import { sourceFunctionRegistry } from "../../scripts/make-sample-workbook";

const README = fs.readFileSync(path.resolve(__dirname, "../../README.md"), "utf8");

/** The text of a `## title` section, up to the next `## `. */
function section(title: string): string {
  const start = README.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README has no "## ${title}" section`);
  const end = README.indexOf("\n## ", start + 1);
  return README.slice(start, end < 0 ? undefined : end);
}

const reference = section("Every function, with an example");
const criteria = section("Criteria names");

interface Example {
  functionId: string;
  formula: string;
  shown: string;
}

/** Examples by function: "Example: `=…` → … `1,234.56`" under each "### `ID(…)`" heading. */
function examples(): Example[] {
  const out: Example[] = [];
  for (const part of reference.split("\n### ").slice(1)) {
    const functionId = /^`([A-Z.]+)\(/.exec(part)?.[1] ?? "";
    for (const m of part.matchAll(/Example: `(=[^`]+)`\s*→[^`]*`([\d,]+\.\d\d)`/g)) {
      out.push({ functionId, formula: m[1], shown: m[2] });
    }
  }
  return out;
}

let registry: FunctionRegistry;
beforeAll(async () => {
  registry = await sourceFunctionRegistry();
});

/** What the README says the cell shows: a single value, or a table's last row's last number. */
async function computed(formula: string): Promise<string> {
  const sheet = new SheetModel("Sheet1");
  sheet.set(0, 0, { value: null, formula, kind: "formula" });
  await new Calculator(new WorkbookModel("readme", [sheet]), registry).calculateAll();
  const anchor = sheet.get(0, 0)!;
  if (isErrorValue(anchor.value)) throw new Error(`${formula}: ${JSON.stringify(anchor.value)}`);
  let value: unknown = anchor.value;
  if (anchor.spill) {
    const last = anchor.spill.rows - 1;
    const row = [...Array(anchor.spill.cols).keys()].map((c) => sheet.get(last, c)?.value);
    value = row.filter((v) => typeof v === "number").pop();
  }
  if (typeof value !== "number") throw new Error(`${formula} shows no amount (${String(value)})`);
  return value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

test("every function has its own section with at least one example of it", () => {
  const headings = [...reference.matchAll(/\n### `([A-Z.]+)\(/g)].map((m) => m[1]);
  expect([...headings].sort()).toEqual([...FUNCTION_IDS].sort());
  const found = examples();
  for (const id of FUNCTION_IDS) {
    const own = found.filter((e) => e.functionId === id && e.formula.startsWith(`=${id}(`));
    expect({ id, examples: own.length > 0 }).toEqual({ id, examples: true });
  }
});

test.each(examples().map((e) => [e.formula, e]))("%s shows what the README says", async (_, e) => {
  expect(await computed((e as Example).formula)).toBe((e as Example).shown);
});

test("the criteria tables list exactly the inputs of each calculation", () => {
  const tables = criteria.split("\n### ").slice(1);
  expect(tables).toHaveLength(2);
  const namesIn = (table: string): string[] =>
    [...table.matchAll(/^\| `([A-Za-z]+)` \|/gm)].map((m) => m[1]);
  expect(namesIn(tables[0]).sort()).toEqual(
    Object.keys(calculations["emerge.perJob"].schema).sort(),
  );
  expect(namesIn(tables[1]).sort()).toEqual(
    Object.keys(calculations["wind.schedule"]!.schema).sort(),
  );
});
