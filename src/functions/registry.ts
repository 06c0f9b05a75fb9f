/**
 * The functions' registry: one declaration per Excel function — its id, the core calculation it
 * stands for, the result field its cell shows, and its arguments in order with how each is read.
 * FUNCTION_IDS, ARGUMENT_NAMES and the mapping from arguments to core inputs (prepare.ts) all
 * derive from it, and test/build/functions-json.test.ts checks it against the functions.json the
 * metadata plugin generates from functions.ts, so the two cannot drift.
 */
import { InputError, type CalcName } from "../core";

/** How one argument is read (readers.ts) and which core input it gives. */
export type Reader =
  /** One value (a one-cell range is its value) for `input`. */
  | { kind: "scalar"; input: string }
  /** One row or column of per-year values for `input` (readers.ts seriesArg). */
  | { kind: "series"; input: string; mode: "series" | "list" }
  /** The name/value range of the other inputs (criteria.ts). */
  | { kind: "criteria" }
  /**
   * COMPARE: a name/value range of the inputs the compared scenario (b) changes; every other
   * input is a's, from the arguments before it (criteria.ts).
   */
  | { kind: "changes" }
  /** TRUE/FALSE: a header row on a spilled table. */
  | { kind: "headers" }
  /** GRID: the name of an input to vary. */
  | { kind: "gridInput" }
  /** GRID: the values to try, one per scenario. */
  | { kind: "gridValues" }
  /** GRID: which result field each cell shows (one of `outputs`). */
  | { kind: "gridOutput"; outputs: readonly GridOutput[] }
  /** A calendar year (NJCREDIT.MINWAGE). */
  | { kind: "year" }
  /** PORTFOLIO: a table whose header row names inputs, a project a row (portfolio.ts). */
  | { kind: "table" }
  /** PORTFOLIO: which calculation every row computes (one of `calcs`). */
  | { kind: "calcChoice"; calcs: readonly PortfolioCalc[] }
  /** PORTFOLIO: which result columns to return (the calculation's RESULT_COLUMNS). */
  | { kind: "columns" };

export interface ArgumentSpec {
  name: string;
  read: Reader;
}

/**
 * What a cell of the function holds: one amount; a spilled table (the schedule's years or the
 * trace's steps); a GRID; an entity (the award card); the minimum wage (a table look-up); a
 * comparison (the bridge from one scenario's amount to another's, core/compare.ts); a portfolio
 * (a row of results per project of a table, portfolio.ts).
 */
export type Shows =
  "amount" | "table" | "grid" | "entity" | "minimumWage" | "comparison" | "portfolio";

/** NJCREDIT.PORTFOLIO's calc argument: the word a user gives, and the calculation it picks. */
export interface PortfolioCalc {
  calc: CalcName;
  /** The word AutoComplete offers (enums.ts), and the other words accepted. */
  word: string;
  aliases: readonly string[];
}

export const EMERGE_PORTFOLIO_CALCS: readonly PortfolioCalc[] = [
  { calc: "emerge.perJob", word: "perJob", aliases: ["emerge.perJob"] },
  { calc: "emerge.annual", word: "annual", aliases: ["emerge.annual"] },
  { calc: "emerge.schedule", word: "schedule", aliases: ["emerge.schedule", "total"] },
];

export interface FunctionSpec {
  id: string;
  /** The core calculation; null for NJCREDIT.MINWAGE, which looks a year up in a table. */
  calc: CalcName | null;
  /** The result field the cell shows ("perJobCredit", "years", "trace"; a GRID's is its output). */
  output: string;
  shows: Shows;
  arguments: readonly ArgumentSpec[];
}

/** GRID outputs: the words a user may give → the calculation and the result field shown. */
export interface GridOutput {
  calc: CalcName;
  field: string;
  aliases: readonly string[];
  /**
   * Inputs the calculation accepts (criteria are shared between functions) but that never change
   * this field. Varied in a GRID, each would give identical columns or rows that look like a
   * finding ("the cap makes no difference"); prepareGrid refuses them, naming an output they do
   * change. test/functions checks every entry against the core.
   */
  ignores: readonly string[];
}

/** Emerge inputs only a schedule reads (the calendar years, the count bonus (c) uses). */
const SCHEDULE_ONLY = ["firstYear", "committedNewJobs"];
/** Wind inputs only the compliance years read, not the credit base or total (s.6 b.–d.). */
const COMPLIANCE_ONLY = [
  "employment",
  "leasePayments",
  "firstYear",
  "periodEndMonth",
  "documentationApprovalDate",
];

export const EMERGE_GRID_OUTPUTS: readonly GridOutput[] = [
  {
    calc: "emerge.perJob",
    field: "perJobCredit",
    aliases: ["perJob"],
    ignores: [
      "retainedJobs",
      "laborHarmonyNewJobs",
      "laborHarmonyRetainedJobs",
      "annualCap",
      ...SCHEDULE_ONLY,
    ],
  },
  {
    calc: "emerge.annual",
    field: "annualCredit",
    aliases: ["annual"],
    ignores: ["jobType", ...SCHEDULE_ONLY],
  },
  {
    calc: "emerge.annual",
    field: "beforeCap",
    aliases: [],
    ignores: ["jobType", "annualCap", ...SCHEDULE_ONLY],
  },
  {
    calc: "emerge.schedule",
    field: "totalCredit",
    aliases: ["total", "schedule"],
    ignores: ["jobType"],
  },
];

/** A wind grid output: a field of the schedule's result, the words it also answers to. */
const windOutput = (
  field: string,
  aliases: readonly string[],
  ignores: readonly string[] = [],
): GridOutput => ({ calc: "wind.schedule", field, aliases, ignores });

export const WIND_GRID_OUTPUTS: readonly GridOutput[] = [
  windOutput("totalCredit", ["total", "credit"], COMPLIANCE_ONLY),
  windOutput("allowedTotal", ["allowed"]),
  windOutput("forfeitedTotal", ["forfeited"]),
  windOutput("pendingTotal", ["pending"]),
  windOutput("notMetTotal", ["notMet"]),
  windOutput("leaseCapReduction", []),
  windOutput("creditBase", ["base"], [...COMPLIANCE_ONLY, "programCapRemaining", "netBenefit"]),
];

const scalar = (name: string, input = name): ArgumentSpec => ({
  name,
  read: { kind: "scalar", input },
});
const series = (name: string, input: string, mode: "series" | "list"): ArgumentSpec => ({
  name,
  read: { kind: "series", input, mode },
});
const criteria: ArgumentSpec = { name: "criteria", read: { kind: "criteria" } };
const headers: ArgumentSpec = { name: "headers", read: { kind: "headers" } };
const changes: ArgumentSpec = { name: "changes", read: { kind: "changes" } };
const gridArguments = (outputs: readonly GridOutput[]): ArgumentSpec[] => [
  criteria,
  { name: "rowInput", read: { kind: "gridInput" } },
  { name: "rowValues", read: { kind: "gridValues" } },
  { name: "columnInput", read: { kind: "gridInput" } },
  { name: "columnValues", read: { kind: "gridValues" } },
  { name: "output", read: { kind: "gridOutput", outputs } },
  headers,
];
const table: ArgumentSpec = { name: "table", read: { kind: "table" } };
const columns: ArgumentSpec = { name: "columns", read: { kind: "columns" } };
const location = scalar("location");
const windLeading = [scalar("role"), scalar("capitalInvestment")];
const employment = series("employment", "employment", "list");

/** Every function of the add-in (docs/interface.md §2), in the order functions.ts declares them. */
export const FUNCTIONS = [
  {
    id: "NJCREDIT.PERJOB",
    calc: "emerge.perJob",
    output: "perJobCredit",
    shows: "amount",
    arguments: [location, scalar("jobType"), criteria],
  },
  {
    id: "NJCREDIT.ANNUAL",
    calc: "emerge.annual",
    output: "annualCredit",
    shows: "amount",
    arguments: [location, scalar("newJobs"), scalar("retainedJobs"), criteria],
  },
  {
    id: "NJCREDIT.SCHEDULE",
    calc: "emerge.schedule",
    output: "years",
    shows: "table",
    arguments: [
      location,
      series("newJobsByYear", "newJobs", "series"),
      series("retainedJobsByYear", "retainedJobs", "series"),
      criteria,
      headers,
    ],
  },
  {
    id: "NJCREDIT.EXPLAIN",
    calc: "emerge.perJob",
    output: "trace",
    shows: "table",
    arguments: [location, scalar("jobType"), criteria, headers],
  },
  {
    id: "NJCREDIT.GRID",
    calc: "emerge.perJob",
    output: "perJobCredit",
    shows: "grid",
    arguments: [location, ...gridArguments(EMERGE_GRID_OUTPUTS)],
  },
  {
    id: "NJCREDIT.MINWAGE",
    calc: null,
    output: "minimumWage",
    shows: "minimumWage",
    arguments: [{ name: "year", read: { kind: "year" } }],
  },
  {
    id: "NJWIND.SCHEDULE",
    calc: "wind.schedule",
    output: "years",
    shows: "table",
    arguments: [...windLeading, employment, criteria, headers],
  },
  {
    id: "NJWIND.CREDIT",
    calc: "wind.schedule",
    output: "totalCredit",
    shows: "amount",
    arguments: [...windLeading, employment, criteria],
  },
  {
    id: "NJWIND.EXPLAIN",
    calc: "wind.schedule",
    output: "trace",
    shows: "table",
    arguments: [...windLeading, employment, criteria, headers],
  },
  {
    id: "NJWIND.GRID",
    calc: "wind.schedule",
    output: "totalCredit",
    shows: "grid",
    arguments: [...windLeading, ...gridArguments(WIND_GRID_OUTPUTS)],
  },
  {
    id: "NJCREDIT.COMPARE",
    calc: "emerge.perJob",
    output: "bridge",
    shows: "comparison",
    arguments: [location, changes, scalar("jobType"), criteria, headers],
  },
  {
    id: "NJWIND.COMPARE",
    calc: "wind.schedule",
    output: "bridge",
    shows: "comparison",
    arguments: [...windLeading, changes, employment, criteria, headers],
  },
  {
    id: "NJCREDIT.AWARD",
    calc: "emerge.annual",
    output: "annualCredit",
    shows: "entity",
    arguments: [location, scalar("newJobs"), scalar("retainedJobs"), criteria],
  },
  {
    id: "NJWIND.AWARD",
    calc: "wind.schedule",
    output: "totalCredit",
    shows: "entity",
    arguments: [...windLeading, employment, criteria],
  },
  {
    id: "NJCREDIT.PORTFOLIO",
    calc: "emerge.perJob",
    output: "perJobCredit",
    shows: "portfolio",
    arguments: [
      table,
      { name: "calc", read: { kind: "calcChoice", calcs: EMERGE_PORTFOLIO_CALCS } },
      columns,
      headers,
    ],
  },
  {
    id: "NJWIND.PORTFOLIO",
    calc: "wind.schedule",
    output: "totalCredit",
    shows: "portfolio",
    arguments: [table, columns, headers],
  },
] as const satisfies readonly FunctionSpec[];

export type FunctionId = (typeof FUNCTIONS)[number]["id"];
export type GridFunctionId = Extract<(typeof FUNCTIONS)[number], { shows: "grid" }>["id"];
export type PortfolioFunctionId = Extract<(typeof FUNCTIONS)[number], { shows: "portfolio" }>["id"];

export const FUNCTION_IDS: readonly FunctionId[] = FUNCTIONS.map((f) => f.id);

const BY_ID = new Map<string, FunctionSpec>(FUNCTIONS.map((f) => [f.id, f]));

/** The declaration of a function. */
export function functionSpec(id: FunctionId): FunctionSpec {
  return BY_ID.get(id)!;
}

/** Each function's arguments, in order, as functions.json names them. */
export const ARGUMENT_NAMES: Readonly<Record<FunctionId, readonly string[]>> = Object.fromEntries(
  FUNCTIONS.map((f) => [f.id, f.arguments.map((a) => a.name)]),
) as unknown as Record<FunctionId, readonly string[]>;

export function isGridFunction(id: FunctionId): id is GridFunctionId {
  return functionSpec(id).shows === "grid";
}

export function isPortfolioFunction(id: FunctionId): id is PortfolioFunctionId {
  return functionSpec(id).shows === "portfolio";
}

/** The function id as the metadata spells it, or an InputError. */
export function functionIdOf(functionId: string): FunctionId {
  const id = functionId.trim().toUpperCase();
  if (BY_ID.has(id)) return id as FunctionId;
  throw new InputError(
    null,
    `${functionId} is not a function of this add-in; they are ${FUNCTION_IDS.join(", ")}`,
  );
}

/** The position of argument `name` of a function (-1 when it has none). */
export function argumentIndex(id: FunctionId, name: string): number {
  return functionSpec(id).arguments.findIndex((a) => a.name === name);
}
