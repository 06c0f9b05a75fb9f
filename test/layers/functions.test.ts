/**
 * The Excel functions answer golden scenarios exactly as the core does: each golden per-job,
 * annual and wind scenario whose inputs fit in cells is called through its function's adapter
 * (NJCREDIT.PERJOB, NJCREDIT.ANNUAL, NJWIND.CREDIT, with a stub CustomFunctions global as
 * test/functions does), the other inputs as a two-column criteria range, and the cell must be
 * `evaluate`'s amount; for an error scenario the cell must be a #VALUE! whose message names the
 * same input first. The arithmetic is the golden runner's to prove.
 */
import { evaluate } from "../../src/core";
import * as functions from "../../src/functions/functions";
import { installCustomFunctionsStub, thrown } from "../functions/stub";
import { loadGolden, type GoldenFile } from "../golden/load";
import type { Scenario } from "../golden/scenario";

beforeAll(installCustomFunctionsStub);

type Cell = string | number | boolean | null;
type Loose = (...args: unknown[]) => number;

/** How one calculation's golden inputs become one function's arguments, and which field it shows. */
interface Adapter {
  fn: Loose;
  /** The inputs that are arguments of their own, in order after none; the rest go to criteria. */
  positional: readonly string[];
  /** A per-year input given as a column of cells. */
  column?: string;
  output: string;
  /** What an argument the function requires is given when the scenario leaves it to the core. */
  defaults?: Record<string, Cell>;
}

const ADAPTERS: Partial<Record<Scenario["calc"], Adapter>> = {
  "emerge.perJob": {
    fn: functions.perJob as Loose,
    positional: ["location", "jobType"],
    output: "perJobCredit",
  },
  "emerge.annual": {
    fn: functions.annual as Loose,
    positional: ["location", "newJobs", "retainedJobs"],
    output: "annualCredit",
  },
  "wind.schedule": {
    fn: functions.windCredit as Loose,
    positional: ["role", "capitalInvestment", "employment"],
    column: "employment",
    // NJWIND.CREDIT requires role; the core's default is "owner" (wind.md), which the cell must match.
    defaults: { role: "owner" },
    output: "totalCredit",
  },
};

const isCell = (v: unknown): v is Cell =>
  v === null || ["string", "number", "boolean"].includes(typeof v);

/** The function's arguments for a scenario, or null when an input does not fit in cells. */
function argumentsFor(adapter: Adapter, inputs: Record<string, unknown>): unknown[] | null {
  const args: unknown[] = [];
  for (const name of adapter.positional) {
    const value = name in inputs ? inputs[name] : adapter.defaults?.[name];
    if (name === adapter.column) {
      if (value === undefined) args.push(null);
      else if (Array.isArray(value) && value.every(isCell)) args.push(value.map((v) => [v]));
      else if (isCell(value)) args.push([[value]]);
      else return null;
    } else if (value === undefined) args.push(null);
    else if (isCell(value)) args.push(value);
    else return null;
  }
  const rows: Cell[][] = [];
  for (const [name, value] of Object.entries(inputs)) {
    if (adapter.positional.includes(name)) continue;
    if (!isCell(value)) return null;
    rows.push([name, value]);
  }
  args.push(rows.length > 0 ? rows : null);
  return args;
}

interface Case {
  golden: GoldenFile;
  adapter: Adapter;
  args: unknown[];
}

const cases: Case[] = [];
const skipped: string[] = [];
for (const golden of loadGolden()) {
  // A calc such as "constructor" (a golden error scenario) is not a key of the table.
  if (!Object.prototype.hasOwnProperty.call(ADAPTERS, golden.scenario.calc)) continue;
  const adapter = ADAPTERS[golden.scenario.calc]!;
  const args = argumentsFor(adapter, golden.scenario.inputs);
  if (args === null) skipped.push(`${golden.credit}/${golden.file}`);
  else cases.push({ golden, adapter, args });
}

test("most golden per-job, annual and wind scenarios fit in cells", () => {
  // The ones left out give a list or an object where a cell holds one value (a per-year list in
  // per-job mode, lease payments by year): the functions take those as ranges of their own.
  expect(cases.length).toBeGreaterThan(250);
  expect(skipped.length).toBeLessThan(20);
});

test.each(cases.map((c) => [`${c.golden.credit}/${c.golden.file}`, c] as const))(
  "%s",
  (_, { golden, adapter, args }) => {
    const out = evaluate(golden.scenario.calc, golden.scenario.inputs);
    if (out.ok) {
      const amount = (out.result as Record<string, unknown>)[adapter.output];
      expect(typeof amount).toBe("string");
      expect(adapter.fn(...args)).toBe(Number(amount));
    } else {
      // The same input is named first; the words may say where in the sheet it was (the argument
      // is empty, criteria row 2), so they are not compared.
      const got = thrown(() => adapter.fn(...args));
      expect(got.code).toBe("#VALUE!");
      if (out.error.input !== null)
        expect(got.message.replace(/^"/, "").toLowerCase()).toMatch(
          new RegExp(`^${out.error.input.toLowerCase()}\\b`),
        );
    }
  },
);
