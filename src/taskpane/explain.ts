/**
 * The explanation of a cell, as data (no DOM): which of our functions its formula calls, the
 * inputs each call used and the cell each came from, the result, and the trace steps grouped
 * the way the statute builds the number (base and tier, bonuses, limit, reduction, new or
 * retained, annual cap; for the wind credit the eligibility tests, proration and the five
 * years), each step with its citation and our plain-language summary of that subsection.
 *
 * It recomputes: the formula is parsed, the arguments are read from the workbook now, and the
 * call goes through the same adapter as the cell (`prepareCall`) and the same core
 * (`evaluate`). Nothing is kept from the last calculation.
 */
import type { TraceStepJson } from "../core/trace";
import { annualToJson, computeEmergeSchedule, evaluate } from "../core";
import { Decimal, displayMoney } from "../core/decimal";
import { InputError, normalizeName } from "../core/inputs";
import { minimumWage } from "../functions/cells";
import { calculations, type CalcName } from "../core";
import {
  ARGUMENT_NAMES,
  FUNCTION_IDS,
  gridCell,
  gridCornerLabel,
  gridScenario,
  prepareCall,
  prepareGrid,
  readCriteria,
  type ArgValue,
  type FunctionId,
  type GridCell,
  type GridCellKind,
  type GridPlan,
} from "../functions/calls";
import { FormulaNode, FormulaSyntaxError, findCalls, parseFormula } from "../excel/formula";
import {
  cellAddress,
  describeSource,
  elementAddress,
  resolveCalls,
  type CellValue,
  type ResolvedArg,
  type WorkbookReader,
} from "./resolve";
import {
  EMERGE_ACT,
  RULES_ACT,
  WIND_ACT,
  splitCitation,
  summaryFor,
  type Summary,
} from "./summaries";

/** Our functions' prefixes (the manifest declares no namespace; the ids hold the dots). */
export const OUR_PREFIXES = ["NJCREDIT.", "NJWIND."] as const;

/**
 * What a formula using our functions contains, as Excel may write it: the ids, or the form it
 * stores when the add-in was not loaded (`_xldudf_NJCREDIT_PERJOB`; see formula.ts functionId).
 */
export const FORMULA_MARKERS = [
  ...OUR_PREFIXES,
  ...OUR_PREFIXES.map((p) => `_XLDUDF_${p.replace(".", "_")}`),
] as const;

export function isOurFunctionName(name: string): boolean {
  const upper = name.toUpperCase();
  return OUR_PREFIXES.some((p) => upper.startsWith(p));
}

// ---------------------------------------------------------------------------------------------
// The view model

/** The selected cell, as read from the workbook. */
export interface CellInfo {
  sheet: string;
  /** 0-based row and column. */
  row: number;
  col: number;
  /** The cell's formula ("=…"), or null when it holds a constant or nothing. */
  formula: string | null;
  /** What the cell shows now. */
  value: CellValue;
  /** When the cell is a spill child: the anchor cell whose formula produced it. */
  spillParent: { row: number; col: number; formula: string | null; value: CellValue } | null;
}

export interface StepView {
  id: string;
  citation: string;
  label: string;
  applied: boolean;
  /** "applied", "not applied", or for eligibility tests "disqualifies" / "no bar". */
  status: string;
  /** Signed money for display ("+$500.00", "−$346.15"), or null. */
  amount: string | null;
  reason: string;
  summary: (Summary & { subsection: string }) | null;
}

export interface Section {
  title: string;
  steps: StepView[];
}

export interface Table {
  caption: string;
  columns: string[];
  rows: string[][];
  /** Which columns are numbers (right-aligned). */
  numeric: boolean[];
}

export interface Part {
  title: string | null;
  sections: Section[];
  tables: Table[];
}

export interface Fact {
  label: string;
  value: string;
}

export interface InputRow {
  name: string;
  value: string;
  /** Where the value came from: a cell address, "typed in the formula", … */
  source: string;
}

export interface ArgumentRow {
  name: string;
  /** As written in the formula ("" when omitted). */
  text: string;
  /** Where its value came from, or why it could not be read. */
  source: string;
  resolved: boolean;
}

export interface CallExplanation {
  functionId: string;
  /** The call as written in the formula. */
  text: string;
  status: "ok" | "input-error" | "unresolved" | "unknown-function" | "syntax-error";
  /** For every status but ok: what is wrong, in words a user can act on. */
  message: string | null;
  /** The input an input error names, when it names one. */
  errorInput: string | null;
  /** The headline: the result and its key facts. */
  facts: Fact[];
  arguments: ArgumentRow[];
  inputs: InputRow[];
  parts: Part[];
  /** Notes for the reviewer (e.g. the cell shows a different number than the recomputation). */
  notes: string[];
  /** The calculation and its result JSON when recomputed (the audit sheet uses it). */
  calc: CalcName | null;
  result: Record<string, unknown> | null;
  /** A GRID shown as an overview (not one cell's computation): its shape and its cells. */
  grid?: GridOverview;
}

export interface GridOverview {
  /** Amounts down (one per columnValue) and across (one per rowValue), headers not counted. */
  rows: number;
  columns: number;
  /** The result field each amount shows, and its words ("annual credit"). */
  output: string;
  outputWords: string;
  /** The selected label cell, or null when the whole grid is described (the audit sheet). */
  cell: Exclude<GridCellKind, "value"> | null;
  /** How many amounts compute, and how many show #VALUE! (the cell function's own rule). */
  computed: number;
  failed: number;
}

/**
 * How a GRID is explained: "cell" (the task pane) explains an amount's own scenario and gives
 * the label cells (corner, header row and column) an overview; "overview" (the audit sheet,
 * one row per formula) describes every GRID as a whole.
 */
export type GridMode = "cell" | "overview";

export type CellExplanation =
  | { kind: "none"; cell: CellInfo; address: string; message: string }
  | {
      kind: "explained";
      cell: CellInfo;
      address: string;
      /** The formula explained (the spill parent's, for a spill child). */
      formula: string;
      /** The spill parent's address when the cell is a spill child. */
      spillParentAddress: string | null;
      calls: CallExplanation[];
    };

// ---------------------------------------------------------------------------------------------
// Formatting

/** Money string from the core ("3217.50", "-346.15") → "$3,217.50" / "−$346.15". */
export function money(value: unknown): string {
  if (value === null || value === undefined) return "—";
  const d = new Decimal(String(value));
  return d.isNegative() ? `−$${displayMoney(d.negated())}` : `$${displayMoney(d)}`;
}

function signedMoney(value: string | null): string | null {
  if (value === null) return null;
  const d = new Decimal(value);
  if (d.isZero()) return "$0.00";
  return d.isNegative() ? `−$${displayMoney(d.negated())}` : `+$${displayMoney(d)}`;
}

/** A raw input or cell value as text. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return "(empty)";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (Array.isArray(value)) return value.map(showValue).join(", ");
  return String(value);
}

// ---------------------------------------------------------------------------------------------
// Grouping the trace

const WIND_ELIGIBILITY = /^(b\.|a\.\(3\)|a\.\(1\) benefit|a\.\(2\)\([a-c]\)|19:31S-1\.9 jobs)$/;
const WIND_AMOUNT = /^(d\. base|19:31S-1\.9|d\. rounding|a\.\(1\) cap|a\.\(1\) net benefit)$/;

function sectionOf(step: { id: string; citation: string }): {
  title: string;
  eligibility: boolean;
} {
  const parts = splitCitation(step.citation);
  if (parts && parts.act === EMERGE_ACT) {
    const s = parts.subsection;
    if (s.startsWith("b.")) return { title: "Base amount and tier (b.)", eligibility: false };
    if (s.startsWith("c.(1)")) return { title: "Bonuses (c.(1))", eligibility: false };
    if (s.startsWith("c.(2)"))
      return { title: "Wage floor for bonuses (c.(2))", eligibility: false };
    if (s.startsWith("c.(3)")) return { title: "Other criteria (c.(3))", eligibility: false };
    if (s.startsWith("d.")) return { title: "Limit per job (d.)", eligibility: false };
    if (s.startsWith("e.")) return { title: "Median salary reduction (e.)", eligibility: false };
    if (s.startsWith("f.")) return { title: "New or retained job (f.)", eligibility: false };
    if (s.startsWith("g.")) return { title: "Annual cap (g.)", eligibility: false };
    if (s.startsWith("a."))
      return { title: "Years of the eligibility period (a.)", eligibility: false };
  }
  if (parts && (parts.act === WIND_ACT || parts.act === RULES_ACT)) {
    if (WIND_ELIGIBILITY.test(step.id)) return { title: "Eligibility tests", eligibility: true };
    if (WIND_AMOUNT.test(step.id))
      return { title: "Credit base, proration and limits", eligibility: false };
    if (
      /year \d+$/.test(step.id) ||
      /^d\. (fifths|lease)$/.test(step.id) ||
      step.id.startsWith("f.")
    ) {
      return { title: "Five compliance years", eligibility: false };
    }
    return { title: "Other steps", eligibility: false };
  }
  if (step.id === "round") return { title: "Rounding", eligibility: false };
  return { title: "Other steps", eligibility: false };
}

/** A trace step as the core's result JSON carries it. */
type TraceJson = TraceStepJson;

function isTrace(value: unknown): value is TraceJson[] {
  return Array.isArray(value) && value.every((s) => s && typeof s === "object" && "citation" in s);
}

export function groupTrace(trace: readonly TraceJson[]): Section[] {
  const sections: Section[] = [];
  const byTitle = new Map<string, Section>();
  for (const s of trace) {
    const { title, eligibility } = sectionOf(s);
    let section = byTitle.get(title);
    if (!section) {
      section = { title, steps: [] };
      byTitle.set(title, section);
      sections.push(section);
    }
    const summary = summaryFor(s.citation);
    section.steps.push({
      id: s.id,
      citation: s.citation,
      label: s.label,
      applied: s.applied,
      status: eligibility
        ? s.applied
          ? "disqualifies"
          : "no bar"
        : s.applied
          ? "applied"
          : "not applied",
      amount: signedMoney(s.amount),
      reason: s.reason,
      summary: summary
        ? { title: summary.title, text: summary.text, subsection: summary.subsection }
        : null,
    });
  }
  return sections;
}

// ---------------------------------------------------------------------------------------------
// Result → facts and parts

const TIER_WORDS: Record<number, string> = {
  1: "government-restricted municipality or mega project",
  2: "enhanced area",
  3: "distressed municipality",
  4: "opportunity zone or corridor",
  5: "other eligible area",
};

const OUTPUT_LABELS: Record<string, string> = {
  perJobCredit: "Per-job annual credit",
  annualCredit: "Annual credit",
  beforeCap: "Before the annual cap",
  totalCredit: "Total credit",
  allowedTotal: "Allowed total",
  forfeitedTotal: "Forfeited total",
  pendingTotal: "Pending total",
  notMetTotal: "Not met total",
  leaseCapReduction: "Lease-cap reduction",
  creditBase: "Credit base",
};

function str(v: unknown): string {
  return v === null || v === undefined ? "" : String(v);
}

function factsFor(calc: CalcName, r: Record<string, unknown>, output: string | undefined): Fact[] {
  const facts: Fact[] = [];
  const lead = output && OUTPUT_LABELS[output] ? output : null;
  if (lead) facts.push({ label: OUTPUT_LABELS[lead], value: money(r[lead]) });
  switch (calc) {
    case "emerge.perJob":
      if (lead !== "perJobCredit")
        facts.push({ label: "Per-job annual credit", value: money(r.perJobCredit) });
      facts.push({ label: "Status", value: r.status === "credit" ? "credit" : "no credit" });
      facts.push({ label: "Tier", value: `${str(r.tier)} — ${TIER_WORDS[Number(r.tier)] ?? ""}` });
      facts.push({
        label: "Job",
        value: `${str(r.jobType)}${r.laborHarmony ? ", covered by a labor harmony agreement" : ""}`,
      });
      facts.push({
        label: "Base + bonuses = gross",
        value: `${money(r.base)} + ${money(r.bonusTotal)} = ${money(r.gross)}`,
      });
      facts.push({ label: "Limit", value: money(r.cap) });
      break;
    case "emerge.annual":
      if (lead !== "annualCredit")
        facts.push({ label: "Annual credit", value: money(r.annualCredit) });
      if (lead !== "beforeCap")
        facts.push({ label: "Before the annual cap", value: money(r.beforeCap) });
      facts.push({
        label: "Annual cap (g.)",
        value:
          r.annualCap === null || r.annualCap === undefined ? "none given" : money(r.annualCap),
      });
      break;
    case "emerge.schedule":
      if (lead !== "totalCredit")
        facts.push({ label: "Total credit", value: money(r.totalCredit) });
      facts.push({ label: "Years", value: String(Array.isArray(r.years) ? r.years.length : 0) });
      break;
    case "wind.schedule":
      if (lead !== "totalCredit")
        facts.push({ label: "Total credit", value: money(r.totalCredit) });
      facts.push({
        label: "Eligible",
        value: r.eligible ? "yes" : `no — ${Array.isArray(r.reasons) ? r.reasons.join("; ") : ""}`,
      });
      if (lead !== "creditBase")
        facts.push({
          label: "Credit base",
          value: r.creditBase === null ? "—" : money(r.creditBase),
        });
      if (r.prorationShare !== undefined) {
        facts.push({
          label: "Proration",
          value: `${new Decimal(String(r.prorationShare)).times(100).toString()}% of the base (approved jobs ${str(r.approvedJobs)})`,
        });
      }
      for (const k of [
        "allowedTotal",
        "forfeitedTotal",
        "pendingTotal",
        "notMetTotal",
        "leaseCapReduction",
      ]) {
        if (lead !== k) facts.push({ label: OUTPUT_LABELS[k], value: money(r[k]) });
      }
      // wind.md §3.6: every cent of the total is allowed, forfeited, pending, not met, or above
      // a tenant's lease payments.
      if (r.eligible)
        facts.push({
          label: "Reconciliation",
          value:
            `allowed ${money(r.allowedTotal)} + forfeited ${money(r.forfeitedTotal)} + ` +
            `pending ${money(r.pendingTotal)} + not met ${money(r.notMetTotal)} + ` +
            `lease-cap reduction ${money(r.leaseCapReduction)} = total ${money(r.totalCredit)}`,
        });
      break;
  }
  return facts;
}

function yearsTable(calc: CalcName, r: Record<string, unknown>): Table | null {
  const years = Array.isArray(r.years) ? (r.years as Record<string, unknown>[]) : null;
  if (!years) return null;
  if (calc === "wind.schedule") {
    return {
      caption: "The five compliance years (s.6 d., f.)",
      columns: [
        "Year",
        "Tax year",
        "Jobs needed",
        "Employment",
        "Scheduled",
        "Lease cap",
        "Allowed",
        "Status",
      ],
      numeric: [true, true, true, true, true, true, true, false],
      rows: years.map((y) => [
        str(y.year),
        y.taxYear === null ? "—" : str(y.taxYear),
        str(y.requiredJobs),
        y.employment === null ? "not given" : str(y.employment),
        money(y.scheduled),
        y.leaseCap === null || y.leaseCap === undefined ? "—" : money(y.leaseCap),
        money(y.allowed),
        str(y.status),
      ]),
    };
  }
  return {
    caption: "Years of the eligibility period (s.75 a.)",
    columns: [
      "Year",
      "Calendar",
      "New jobs",
      "Retained",
      "Per new job",
      "Per retained",
      "Before cap",
      "Annual cap",
      "Credit",
    ],
    numeric: [true, true, true, true, true, true, true, true, true],
    rows: years.map((y) => [
      str(y.year),
      y.calendarYear === null || y.calendarYear === undefined ? "—" : str(y.calendarYear),
      str(y.newJobs),
      str(y.retainedJobs),
      money(y.perJobNew),
      money(y.perJobRetained),
      money(y.beforeCap),
      y.annualCap === null || y.annualCap === undefined ? "none" : money(y.annualCap),
      money(y.credit),
    ]),
  };
}

/** One part per job kind of an annual result's per-job traces, titled with `prefix`. */
function perJobParts(annual: Record<string, unknown>, prefix: string): Part[] {
  const jobs = Array.isArray(annual.jobs) ? (annual.jobs as Record<string, unknown>[]) : [];
  return jobs
    .filter((j) => isTrace(j.trace))
    .map((j) => ({
      title: `${prefix}${str(j.jobType)} jobs${j.laborHarmony ? " covered by the labor harmony agreement" : ""} (${money(j.perJobCredit)} each)`,
      sections: groupTrace(j.trace as TraceJson[]),
      tables: [],
    }));
}

/**
 * A schedule's JSON has each year's totals but not each year's per-job trace; the core's own
 * schedule result has them, so the pane asks the core for it (the same calculation, not a copy
 * of its rules) and shows every year's base, bonuses, limit and reduction.
 */
function scheduleYearParts(inputs: Record<string, unknown>): Part[] {
  const schedule = computeEmergeSchedule(inputs);
  return schedule.years.flatMap((y) =>
    perJobParts(
      annualToJson(y.annual),
      `Year ${y.year}${y.calendarYear !== null ? ` (${y.calendarYear})` : ""}, per-job amount: `,
    ),
  );
}

function partsFor(
  calc: CalcName,
  r: Record<string, unknown>,
  inputs: Record<string, unknown>,
): Part[] {
  const trace = isTrace(r.trace) ? r.trace : [];
  switch (calc) {
    case "emerge.annual": {
      const jobs = Array.isArray(r.jobs) ? (r.jobs as Record<string, unknown>[]) : [];
      const parts: Part[] = [
        {
          title: "Annual amount",
          sections: groupTrace(trace),
          tables: [
            {
              caption: "Jobs (s.75 f.)",
              columns: ["Job", "Count", "Per job", "Amount"],
              numeric: [false, true, true, true],
              rows: jobs.map((j) => [
                `${str(j.jobType)}${j.laborHarmony ? " (labor harmony)" : ""}`,
                str(j.count),
                money(j.perJobCredit),
                money(j.amount),
              ]),
            },
          ],
        },
      ];
      return [...parts, ...perJobParts(r, "Per-job amount: ")];
    }
    case "emerge.schedule": {
      const table = yearsTable(calc, r);
      return [
        { title: null, sections: groupTrace(trace), tables: table ? [table] : [] },
        ...scheduleYearParts(inputs),
      ];
    }
    case "wind.schedule": {
      const table = yearsTable(calc, r);
      return [{ title: null, sections: groupTrace(trace), tables: table ? [table] : [] }];
    }
    default:
      return [{ title: null, sections: groupTrace(trace), tables: [] }];
  }
}

// ---------------------------------------------------------------------------------------------
// Inputs and where they came from

/** The input an argument gives, by the adapter's naming ("newJobsByYear" gives newJobs). */
function inputOfArgument(argumentName: string): string {
  return argumentName.replace(/ByYear$/, "");
}

function argumentSource(arg: ResolvedArg): string {
  if (arg.status === "value") {
    if (!Array.isArray(arg.value)) {
      const single = elementAddress(arg.source, 0, 0);
      if (single)
        return arg.source.kind === "name" ? `name ${arg.source.name} (${single})` : single;
    }
    return describeSource(arg.source);
  }
  if (arg.status === "omitted") return "omitted";
  return arg.reason;
}

function inputRows(
  calc: CalcName,
  inputs: Record<string, unknown>,
  argumentNames: readonly string[],
  args: readonly ResolvedArg[],
): InputRow[] {
  const sources = new Map<string, string>(); // normalized input name → source
  argumentNames.forEach((argName, i) => {
    const arg = args[i];
    if (!arg || arg.status !== "value") return;
    if (argName === "criteria") {
      const schema = calculations[calc]?.schema;
      if (!schema) return;
      let entries: ReturnType<typeof readCriteria> = [];
      try {
        entries = readCriteria(arg.value, schema);
      } catch {
        return;
      }
      for (const e of entries) {
        const m = /^(row|column) (\d+)$/.exec(e.where);
        let where = describeSource(arg.source);
        if (m) {
          const n = Number(m[2]) - 1;
          const first =
            m[1] === "row" ? elementAddress(arg.source, n, 1) : elementAddress(arg.source, 1, n);
          const last =
            m[1] === "row" && Array.isArray(e.value)
              ? elementAddress(arg.source, n, e.value.length)
              : null;
          if (first) where = last ? `${first}:${last.slice(last.lastIndexOf("!") + 1)}` : first;
          else where = `${describeSource(arg.source)}, ${e.where}`;
        }
        sources.set(normalizeName(e.canonical ?? e.name), `criteria ${where}`);
      }
      return;
    }
    sources.set(normalizeName(inputOfArgument(argName)), `${argName}: ${argumentSource(arg)}`);
  });
  return Object.entries(inputs).map(([name, value]) => ({
    name,
    value: showValue(value),
    source: sources.get(normalizeName(name)) ?? "set by the function",
  }));
}

// ---------------------------------------------------------------------------------------------
// Explaining a call

function argumentNameAt(functionId: string, i: number): string {
  const names = (ARGUMENT_NAMES as Record<string, readonly string[]>)[functionId];
  return names?.[i] ?? `argument ${i + 1}`;
}

function emptyCall(
  functionId: string,
  text: string,
  status: CallExplanation["status"],
  message: string,
): CallExplanation {
  return {
    functionId,
    text,
    status,
    message,
    errorInput: null,
    facts: [],
    arguments: [],
    inputs: [],
    parts: [],
    notes: [],
    calc: null,
    result: null,
  };
}

type CallNode = Extract<FormulaNode, { kind: "call" }>;

function explainCall(
  call: CallNode,
  args: readonly ResolvedArg[],
  context: {
    isWholeFormula: boolean;
    cell: CellInfo;
    position: { row: number; col: number } | undefined;
    grids: GridMode;
  },
): CallExplanation {
  const functionId = call.name;
  if (!(FUNCTION_IDS as readonly string[]).includes(functionId)) {
    return emptyCall(
      functionId,
      call.text,
      "unknown-function",
      `${functionId} is not a function of this add-in; its functions are ${FUNCTION_IDS.join(", ")}.`,
    );
  }
  const out = emptyCall(functionId, call.text, "ok", "");
  out.message = null;
  if (call.unregistered) {
    out.notes.push(
      `Excel holds this call as ${call.text.slice(0, call.text.indexOf("("))}, the form it saves when the add-in's functions were not loaded, so the cell shows #NAME? or an old value. With the add-in loaded, re-enter the formula (select the cell, F2, Enter) so Excel calculates it again.`,
    );
  }
  out.arguments = args.map((a, i) => ({
    name: argumentNameAt(functionId, i),
    text: a.text,
    source: argumentSource(a),
    resolved: a.status !== "unresolved",
  }));
  const unresolved = args
    .map((a, i) => ({ a, name: argumentNameAt(functionId, i) }))
    .filter((x) => x.a.status === "unresolved");
  if (unresolved.length > 0) {
    out.status = "unresolved";
    out.message = unresolved
      .map(
        ({ a, name }) =>
          `The ${name} argument ${a.text} ${a.status === "unresolved" ? a.reason : ""}.`,
      )
      .join(" ");
    return out;
  }
  const values: ArgValue[] = args.map((a) => (a.status === "value" ? a.value : null));

  if (functionId === ("NJCREDIT.MINWAGE" satisfies FunctionId)) {
    return explainMinimumWage(out, values[0]);
  }

  let position = context.position;
  let gridPlan: GridPlan | null = null;
  let gridAt: GridCell | null = null;
  if (functionId === "NJCREDIT.GRID" || functionId === "NJWIND.GRID") {
    // The grid's own arguments first: a bad rowInput is the grid's error, whatever the cell.
    try {
      gridPlan = prepareGrid(functionId, values);
      // The anchor is position (0, 0): the corner label, or with headers off the first amount.
      // A GRID nested in a larger formula shows no one cell of the spill: describe it whole.
      if (context.grids === "cell" && context.isWholeFormula) {
        position = position ?? { row: 0, col: 0 };
        gridAt = gridCell(gridPlan, position);
      }
    } catch (err) {
      return inputError(out, err);
    }
    if (!gridAt || gridAt.kind !== "value") {
      return explainGridOverview(out, gridPlan, args, gridAt);
    }
  }

  // The cell shows a number, yet recomputing gives an error: say so rather than let the pane
  // explain an error beside a cell that shows an amount.
  const noteShownNumber = (e: CallExplanation): CallExplanation => {
    const shown = context.cell.value;
    if (context.isWholeFormula && !context.cell.spillParent && typeof shown === "number") {
      e.notes.push(
        `The cell shows ${String(shown)} but recomputing its formula now gives this error: the workbook may need recalculating (Formulas › Calculate Now). If it still shows a number, Excel passed the function a value the pane reads differently — on some Excel desktop builds an empty cell arrives as 0 (see Troubleshooting in the README).`,
      );
    }
    return e;
  };

  let prepared: ReturnType<typeof prepareCall>;
  try {
    prepared = prepareCall(functionId, values, position);
  } catch (err) {
    return noteShownNumber(inputError(out, err));
  }
  out.calc = prepared.calc;
  out.inputs = inputRows(prepared.calc, prepared.inputs, prepared.argumentNames, args);
  if (gridPlan && gridAt) {
    citeGridValues(out.inputs, gridPlan, gridAt, args);
  }
  const evaluated = evaluate(prepared.calc, prepared.inputs);
  if (!evaluated.ok) {
    out.status = "input-error";
    out.errorInput = evaluated.error.input;
    out.message = evaluated.error.message;
    return noteShownNumber(out);
  }
  const r = evaluated.result;
  out.result = r;
  out.facts = factsFor(prepared.calc, r, prepared.output);
  try {
    out.parts = partsFor(prepared.calc, r, prepared.inputs);
  } catch (err) {
    return inputError(out, err);
  }
  if (prepared.output === "years" || prepared.output === "trace") {
    out.notes.push(
      `${functionId} spills a table; ${context.cell.spillParent ? `this cell shows ${showValue(context.cell.value)}` : "the facts above are its totals"}.`,
    );
  }
  if (gridAt) {
    out.notes.push(
      "A GRID cell: the inputs above are the base scenario with this cell's row and column values.",
    );
  }
  // The cell and the recomputation must agree; say so plainly when they do not.
  // A GRID amount is the one spilled cell whose own number the recomputation gives.
  const shown = prepared.output ? r[prepared.output] : undefined;
  if (
    context.isWholeFormula &&
    typeof shown === "string" &&
    /^-?\d+(\.\d+)?$/.test(shown) &&
    (!context.cell.spillParent || gridAt !== null)
  ) {
    const cellValue = context.cell.value;
    if (typeof cellValue === "number" && cellValue.toFixed(2) !== new Decimal(shown).toFixed(2)) {
      out.notes.push(
        `The cell shows ${String(cellValue)} but recomputing its formula now gives ${money(shown)}: the workbook may need recalculating (Formulas › Calculate Now).`,
      );
    } else if (
      typeof cellValue === "string" &&
      /^#[A-Z/0!?_]+[!?A]?$/.test(cellValue) &&
      !call.unregistered
    ) {
      out.notes.push(
        `The cell shows ${cellValue} but recomputing its formula now gives ${money(shown)}: recalculate the workbook; if the cell still shows ${cellValue}, hover it for Excel's message.`,
      );
    }
  }
  return out;
}

/** Where element `index` of a GRID's rowValues or columnValues came from ("rowValues: D9"). */
function gridValueSource(
  plan: GridPlan,
  argName: "rowValues" | "columnValues",
  index: number,
  args: readonly ResolvedArg[],
): string {
  const arg = args[plan.argumentNames.indexOf(argName)];
  if (arg?.status === "value" && Array.isArray(arg.value)) {
    // calls.ts reads a one-row range across, anything else down its first column.
    const across = arg.value.length === 1;
    const at = elementAddress(arg.source, across ? 0 : index, across ? index : 0);
    if (at) return `${argName}: ${at}`;
  }
  return `${argName} value ${index + 1}`;
}

/** A GRID amount's two varied inputs come from one element of rowValues and of columnValues. */
function citeGridValues(
  inputs: InputRow[],
  plan: GridPlan,
  at: GridCell,
  args: readonly ResolvedArg[],
): void {
  const cite = (input: string, argName: "rowValues" | "columnValues", index: number): void => {
    const row = inputs.find((i) => i.name === input);
    if (!row || index < 0) return;
    row.source = `${gridValueSource(plan, argName, index, args)} (this cell of the grid)`;
  };
  cite(plan.rowInput, "rowValues", at.col);
  cite(plan.columnInput, "columnValues", at.row);
}

/** What a GRID's amounts are, in words ("annual credit"). */
function gridOutputWords(output: string): string {
  return (OUTPUT_LABELS[output] ?? output).toLowerCase();
}

/**
 * A GRID as a whole, for its label cells and the audit sheet: the base scenario with its
 * sources, the input varied across and the one varied down with their values, what each amount
 * is, the grid's size, and how many amounts compute. It is not a computation: the base
 * alone may well be incomplete (the varied input is what completes it), so it is never
 * evaluated on its own. Every amount is recomputed, without its trace, to count those that show
 * #VALUE!, by the cell function's rule (cells.ts gridTable): the grid stands when one amount
 * computes; when none does, the anchor shows the first one's error, and so does this.
 */
function explainGridOverview(
  out: CallExplanation,
  plan: GridPlan,
  args: readonly ResolvedArg[],
  at: GridCell | null,
): CallExplanation {
  out.calc = plan.calc;
  const rows = plan.columnValues.length;
  const columns = plan.rowValues.length;
  let computed = 0;
  let first: { row: number; col: number; input: string | null; message: string } | null = null;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) {
      const r = evaluate(plan.calc, gridScenario(plan, row, col), { trace: false });
      if (r.ok) computed++;
      else first ??= { row, col, input: r.error.input, message: r.error.message };
    }
  }
  const failed = rows * columns - computed;
  const words = gridOutputWords(plan.output);
  out.grid = {
    rows,
    columns,
    output: plan.output,
    outputWords: words,
    cell: at && at.kind !== "value" ? at.kind : null,
    computed,
    failed,
  };

  const list = (values: readonly unknown[]): string => values.map(showValue).join(", ");
  // Facts stay short (label and value share a line of the narrow pane); sentences go in notes.
  out.facts = [
    { label: "Sensitivity grid", value: `${rows} × ${columns} (${words})` },
    { label: "Across (rowInput)", value: `${plan.rowInput}: ${list(plan.rowValues)}` },
    { label: "Down (columnInput)", value: `${plan.columnInput}: ${list(plan.columnValues)}` },
    {
      label: "Size",
      value: `${rows} row${rows === 1 ? "" : "s"} × ${columns} column${columns === 1 ? "" : "s"}, ${plan.headers ? "with headers" : "no headers"}`,
    },
    {
      label: "Amounts",
      value:
        failed === 0
          ? `all ${rows * columns} compute`
          : `${computed} of ${rows * columns} compute; ${failed} show #VALUE!`,
    },
  ];
  if (at && at.kind !== "value") {
    out.facts.push({
      label: "This cell",
      value:
        at.kind === "corner"
          ? "the corner label"
          : at.kind === "rowHeader"
            ? `header: ${plan.rowInput} = ${showValue(plan.rowValues[at.col])}`
            : `header: ${plan.columnInput} = ${showValue(plan.columnValues[at.row])}`,
    });
  }
  out.notes.push("Select an amount inside the grid to see its scenario and every step.");
  out.notes.push(
    `Each amount is the ${words} (${plan.output} of ${plan.calc}) of the base scenario below with its row's ${plan.columnInput} and its column's ${plan.rowInput}${plan.headers ? "; the header row holds the values across, the header column the values down" : ""}.`,
  );
  if (at && at.kind !== "value") {
    out.notes.push(
      at.kind === "corner"
        ? `This cell is the grid's corner label, "${gridCornerLabel(plan)}".`
        : at.kind === "rowHeader"
          ? `This cell heads column ${at.col + 1} of the amounts: ${plan.rowInput} = ${showValue(plan.rowValues[at.col])}, from ${gridValueSource(plan, "rowValues", at.col, args)}.`
          : `This cell heads row ${at.row + 1} of the amounts: ${plan.columnInput} = ${showValue(plan.columnValues[at.row])}, from ${gridValueSource(plan, "columnValues", at.row, args)}.`,
    );
  }

  // The base scenario with its sources, then the two varied inputs with all their values.
  const base = inputRows(plan.calc, plan.base, plan.argumentNames, args);
  const varied = (
    input: string,
    argName: "rowValues" | "columnValues",
    values: readonly unknown[],
    direction: string,
  ): InputRow => {
    const arg = args[plan.argumentNames.indexOf(argName)];
    const where = arg ? argumentSource(arg) : "omitted";
    const replaced = base.find((b) => b.name === input);
    return {
      name: input,
      value: list(values),
      source: `${argName}: ${where}, ${direction}${replaced ? `; replaces the base's ${replaced.value} (${replaced.source})` : ""}`,
    };
  };
  out.inputs = [
    ...base.filter((b) => b.name !== plan.rowInput && b.name !== plan.columnInput),
    varied(plan.rowInput, "rowValues", plan.rowValues, "across the grid"),
    varied(plan.columnInput, "columnValues", plan.columnValues, "down the grid"),
  ];

  if (first) {
    const where = `row ${first.row + 1}, column ${first.col + 1} (${plan.columnInput} = ${showValue(plan.columnValues[first.row])}, ${plan.rowInput} = ${showValue(plan.rowValues[first.col])})`;
    if (computed === 0) {
      // The anchor shows this #VALUE! (gridTable fails the whole call with the first error).
      out.status = "input-error";
      out.errorInput = first.input;
      out.message = `No amount of the grid computes; the first, at ${where}: ${first.message}`;
    } else {
      out.notes.push(
        `${failed} amount${failed === 1 ? " shows" : "s show"} #VALUE!; the first, at ${where}: ${first.message}`,
      );
    }
  }
  return out;
}

function inputError(out: CallExplanation, err: unknown): CallExplanation {
  out.status = "input-error";
  if (err instanceof InputError) {
    out.errorInput = err.input;
    out.message = err.message;
  } else {
    out.message = `internal error (no explanation was produced): ${err instanceof Error ? err.message : String(err)}`;
  }
  return out;
}

function explainMinimumWage(out: CallExplanation, yearArg: ArgValue): CallExplanation {
  try {
    // The cell's own adapter, so the pane accepts exactly what the cell does (a year typed as
    // text, a one-cell range) and refuses it with the same message.
    const wage = minimumWage(yearArg);
    const year = Array.isArray(yearArg) ? yearArg.flat()[0] : yearArg;
    // What the cell shows, for the audit's Recomputed column.
    out.result = { minimumWage: new Decimal(String(wage)).toFixed(2) };
    out.facts = [
      { label: "Minimum wage", value: `$${displayMoney(new Decimal(String(wage)))} an hour` },
      { label: "Year", value: showValue(year) },
      {
        label: "Source",
        value: "N.J.S.A. 34:11-56a4, the general rate; the last rate in force in the year",
      },
    ];
    out.inputs = [{ name: "year", value: showValue(year), source: "year argument" }];
    out.notes.push(
      "The wage floor of s.75 c.(2) tests the lowest hourly wage against the higher of $15 and 120% of this rate.",
    );
    return out;
  } catch (err) {
    return inputError(out, err);
  }
}

// ---------------------------------------------------------------------------------------------
// Explaining cells

interface Prepared {
  cell: CellInfo;
  address: string;
  kind: "none" | "explained";
  message: string;
  formula: string;
  spillParentAddress: string | null;
  calls: CallNode[];
  syntaxError: string | null;
  isWholeFormula: boolean[];
  position: { row: number; col: number } | undefined;
}

function unwrap(node: FormulaNode): FormulaNode {
  return node.kind === "unary" && node.op === "@" ? unwrap(node.operand) : node;
}

function prepareCell(cell: CellInfo): Prepared {
  const address = cellAddress(cell.sheet, cell.row, cell.col);
  const parent = cell.spillParent;
  const formula = parent ? parent.formula : cell.formula;
  const spillParentAddress = parent ? cellAddress(cell.sheet, parent.row, parent.col) : null;
  const base: Prepared = {
    cell,
    address,
    kind: "none",
    message: "",
    formula: formula ?? "",
    spillParentAddress,
    calls: [],
    syntaxError: null,
    isWholeFormula: [],
    position: parent ? { row: cell.row - parent.row, col: cell.col - parent.col } : undefined,
  };
  if (typeof formula !== "string" || !formula.startsWith("=")) {
    base.message =
      cell.value === null || cell.value === ""
        ? "This cell is empty. Select a cell that uses an NJCREDIT or NJWIND function to see how its number was produced."
        : "This cell has no formula. Select a cell that uses an NJCREDIT or NJWIND function to see how its number was produced.";
    return base;
  }
  if (!FORMULA_MARKERS.some((p) => formula.toUpperCase().includes(p))) {
    base.message =
      "This cell's formula uses none of the NJCREDIT or NJWIND functions, so there is nothing to explain here.";
    return base;
  }
  let ast: FormulaNode;
  try {
    ast = parseFormula(formula);
  } catch (err) {
    base.kind = "explained";
    base.syntaxError = err instanceof FormulaSyntaxError ? err.message : String(err);
    return base;
  }
  const calls = findCalls(ast, isOurFunctionName);
  if (calls.length === 0) {
    base.message =
      "This cell's formula uses none of the NJCREDIT or NJWIND functions, so there is nothing to explain here.";
    return base;
  }
  const whole = unwrap(ast);
  base.kind = "explained";
  base.calls = calls;
  base.isWholeFormula = calls.map((c) => c === whole);
  return base;
}

/**
 * Explains many cells with one batched read of the workbook (the audit sheet explains every
 * cell at once; the selection handler explains one).
 */
export async function explainCells(
  cells: readonly CellInfo[],
  reader: WorkbookReader,
  options: { grids?: GridMode } = {},
): Promise<CellExplanation[]> {
  const prepared = cells.map(prepareCell);
  const toResolve = prepared.flatMap((p) =>
    p.calls.map((c) => ({ args: c.args, sheet: p.cell.sheet })),
  );
  const resolved = await resolveCalls(toResolve, reader);
  let k = 0;
  return prepared.map((p): CellExplanation => {
    if (p.kind === "none")
      return { kind: "none", cell: p.cell, address: p.address, message: p.message };
    const calls: CallExplanation[] = p.syntaxError
      ? [
          emptyCall(
            "",
            p.formula,
            "syntax-error",
            `The formula could not be read: ${p.syntaxError}.`,
          ),
        ]
      : p.calls.map((c, i) =>
          explainCall(c, resolved[k++], {
            isWholeFormula: p.isWholeFormula[i],
            cell: p.cell,
            // A spill child's position picks its scenario in a GRID (calls.ts); only the outer call spills.
            position: p.isWholeFormula[i] ? p.position : undefined,
            grids: options.grids ?? "cell",
          }),
        );
    return {
      kind: "explained",
      cell: p.cell,
      address: p.address,
      formula: p.formula,
      spillParentAddress: p.spillParentAddress,
      calls,
    };
  });
}

export async function explainCell(
  cell: CellInfo,
  reader: WorkbookReader,
): Promise<CellExplanation> {
  return (await explainCells([cell], reader))[0];
}
