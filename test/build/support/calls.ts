/**
 * The calls that check a built functions.js answers as the sources do (test/build/field-text.test.ts
 * on the development build, test/build/production.test.ts on the minified one): every golden
 * scenario in each function that computes it, a bad value for every input of every calculation,
 * the GRIDs and MINWAGE; and the means to run them in the bundle and in the sources and compare.
 */
import * as fs from "fs";
import { emergeFields } from "../../../src/core/emerge/inputs";
import { windFields } from "../../../src/core/wind/inputs";
import * as functions from "../../../src/functions/functions";
import { FUNCTIONS, type FunctionId } from "../../../src/functions/registry";
import { StubCustomFunctionsError } from "../../functions/stub";
import { loadGolden } from "../../golden/load";

/** The functions of the built functions.js, by id, as Excel's runtime gets them. */
export function bundledFunctions(file: string): Map<string, (...args: unknown[]) => unknown> {
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
export const SOURCE: Record<FunctionId, (...args: unknown[]) => unknown> = {
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
export async function wire(call: () => unknown): Promise<unknown> {
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
export function argumentsFor(id: FunctionId, inputs: Record<string, unknown>): unknown[] {
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

export interface Call {
  what: string;
  id: FunctionId;
  args: unknown[];
}

export function goldenCalls(): Call[] {
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
export function badInputCalls(): Call[] {
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
export const OTHER_CALLS: Call[] = [
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

/** Every call: the golden scenarios, the bad values, the GRIDs and MINWAGE. */
export function allCalls(): Call[] {
  return [...goldenCalls(), ...badInputCalls(), ...OTHER_CALLS];
}

/** The calls whose answer from `bundled` is not the sources' (by what), and the counts compared. */
export async function differences(
  bundled: Map<string, (...args: unknown[]) => unknown>,
  calls: Call[] = allCalls(),
): Promise<{ differ: string[]; answers: number; errors: number; thrown: string[] }> {
  const differ: string[] = [];
  const thrown: string[] = [];
  let answers = 0;
  let errors = 0;
  for (const { what, id, args } of calls) {
    const fromSource = await wire(() => SOURCE[id](...args));
    const fromBundle = await wire(() => bundled.get(id)!(...args));
    if (JSON.stringify(fromBundle) !== JSON.stringify(fromSource)) differ.push(what);
    const isError = (v: unknown) => typeof v === "object" && v !== null && "error" in v;
    if (isError(fromSource)) errors++;
    else answers++;
    if (typeof fromSource === "object" && fromSource !== null && "thrown" in fromSource) {
      thrown.push(what);
    }
  }
  return { differ, answers, errors, thrown };
}
