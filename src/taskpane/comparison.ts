/**
 * Why two cells differ, as data (no DOM): the pane's Compare screen (compareView.ts) and the
 * text Copy comparison gives. Each cell's scenario is what its explanation recomputed
 * (explain.ts); the core's `compare` (src/core/compare.ts) evaluates both again and gives the
 * inputs and steps that differ and the bridge from a to b, whose lines add up to b − a. The pane
 * adds only words: one sentence naming the largest changes, a waterfall from a to b placing each
 * line where the one before it ended, and the steps that are the same, folded away.
 */
import { calculations, evaluate, type CalcName } from "../core";
import type { TraceStepJson } from "../core/trace";
import { compare, HEADLINE, type Comparison, type StepDifference } from "../core/compare";
import { BRIDGE_TABLE } from "../core/columns";
import { Decimal } from "../core/decimal";
import { aboutLine } from "./about";
import { chartLines } from "./chart";
import { outputWords } from "./facts";
import { inputValue, money, signedMoney } from "./format";
import type { ChartModel, WaterfallBar } from "./story";
import type { CallExplanation, CellExplanation, Scenario, StepView } from "./viewTypes";

/** One side of a comparison: where it comes from and what it computes. */
export interface ComparedSide {
  /** "a" or "b". */
  name: "a" | "b";
  /** The cell ("Emerge!B17"), or for a grid's base "the base of the grid at Sensitivity!A3". */
  place: string;
  formula: string;
  functionId: string;
  /** The headline amount, as money ("$4,500.00"). */
  amount: string;
}

/** A differing step as the pane shows it: both outcomes, the change, and where its rule is. */
export interface StepChange {
  id: string;
  label: string;
  citation: string;
  /** Where the rule comes from ("Statute", "Our reading"), and its key for the label's style. */
  source: string;
  sourceKey: string;
  /** Each side's outcome in words ("applies, +$500.00", "does not apply"). */
  a: string;
  b: string;
  /** b − a, signed money, or null when only the outcome changed. */
  change: string | null;
}

/** The steps both sides took alike, folded away on the screen. */
export interface SameStep {
  id: string;
  label: string;
  citation: string;
  status: string;
  amount: string | null;
}

export type CellComparison =
  | {
      kind: "refused";
      /** Why these two cannot be compared, in words a user can act on. */
      message: string;
    }
  | {
      kind: "compared";
      calc: CalcName;
      /** What the headline is ("per-job annual credit"). */
      headline: string;
      a: ComparedSide;
      b: ComparedSide;
      /** One sentence: how much b differs from a, and the largest changes that make it. */
      sentence: string;
      /** b − a, signed money ("+$1,250.00"), or "$0.00". */
      difference: string;
      chart: ChartModel | null;
      /** The inputs that differ: name, and each side's value in words. */
      inputs: { name: string; a: string; b: string }[];
      steps: StepChange[];
      same: SameStep[];
      /** Wind: the compliance years whose status or allowed amount changed, in words. */
      years: string[];
      /** What the reviewer should know (a cell showing another field than the headline). */
      notes: string[];
      /** The core's comparison, for the copied table. */
      comparison: Comparison;
    };

/** What each calculation computes, in words, for a message and the headline. */
const CALC_WORDS: Readonly<Record<CalcName, string>> = {
  "emerge.perJob": "an Emerge per-job credit",
  "emerge.annual": "an Emerge annual credit",
  "emerge.schedule": "an Emerge credit schedule",
  "wind.schedule": "a wind energy facility credit",
};

/** How the sentence says which way b differs: "more per job", "more a year", "more in total". */
const PER: Readonly<Record<CalcName, string>> = {
  "emerge.perJob": "per job",
  "emerge.annual": "a year",
  "emerge.schedule": "in total",
  "wind.schedule": "in total",
};

/** A side ready to compare: its scenario, or why it has none. */
type Side =
  | { ok: true; scenario: Scenario; call: CallExplanation; place: string; formula: string }
  | { ok: false; message: string };

/** The one credit computation a cell's formula makes, or why there is none to compare. */
export function sideOf(e: CellExplanation, name: "a" | "b"): Side {
  const who = `${name} (${e.address})`;
  if (e.kind === "none") return { ok: false, message: `${who}: ${e.message}` };
  const computing = e.calls.filter((c) => c.scenario);
  if (computing.length > 1)
    return {
      ok: false,
      message: `${who} computes ${computing.length} credits in one formula (${computing.map((c) => c.functionId).join(", ")}); compare cells that compute one each.`,
    };
  const call = computing[0];
  if (!call) {
    const first = e.calls[0];
    const why =
      first?.status !== "ok"
        ? (first?.message ?? "its formula could not be computed")
        : first.grid
          ? "it is a label of a GRID, not one of its amounts; select an amount of the grid"
          : `${first.functionId} gives no credit to compare`;
    return { ok: false, message: `${who} cannot be compared: ${why}.` };
  }
  if (call.functionId.endsWith(".COMPARE"))
    return {
      ok: false,
      message: `${who} is already a comparison (${call.functionId}); compare the cells whose credits it bridges.`,
    };
  return { ok: true, scenario: call.scenario!, call, place: e.address, formula: e.formula };
}

/** Compares two explained cells: a is the first, b the second. */
export function compareCells(a: CellExplanation, b: CellExplanation): CellComparison {
  const left = sideOf(a, "a");
  if (!left.ok) return { kind: "refused", message: left.message };
  const right = sideOf(b, "b");
  if (!right.ok) return { kind: "refused", message: right.message };
  return compareSides(left, right);
}

/** Compares a GRID amount (b) with the grid's base scenario (a): one click in the pane. */
export function compareWithGridBase(e: CellExplanation): CellComparison {
  const right = sideOf(e, "b");
  if (!right.ok) return { kind: "refused", message: right.message };
  const base = right.scenario.gridBase;
  if (!base)
    return {
      kind: "refused",
      message: `${e.address} is not an amount of a GRID, so it has no base scenario to compare with.`,
    };
  const grid = e.kind === "explained" ? (e.spillParentAddress ?? e.address) : e.address;
  const place = `the base of the grid at ${grid}`;
  const compared = compareSides(
    {
      ok: true,
      scenario: { ...right.scenario, inputs: base.inputs, gridBase: null },
      call: right.call,
      place,
      formula: right.formula,
    },
    right,
  );
  if (compared.kind === "compared" && base.filled.length > 0) {
    const schema = calculations[compared.calc].schema;
    compared.notes.unshift(
      `The grid's base gives no ${base.filled.map((f) => f.name).join(" or ")}, which the grid varies: a takes the grid's first value of ${base.filled.length === 1 ? "it" : "each"} (${base.filled.map((f) => `${f.name} ${inputValue(schema, f.name, f.value)}`).join(", ")}), as its top-left amount does.`,
    );
  }
  return compared;
}

function compareSides(
  left: Extract<Side, { ok: true }>,
  right: Extract<Side, { ok: true }>,
): CellComparison {
  const calc = left.scenario.calc;
  if (right.scenario.calc !== calc)
    return {
      kind: "refused",
      message: `a (${left.place}) is ${CALC_WORDS[calc]} (${left.call.functionId}) and b (${right.place}) is ${CALC_WORDS[right.scenario.calc]} (${right.call.functionId}): only two cells of the same calculation can be compared step by step.`,
    };
  const out = compare(calc, left.scenario.inputs, right.scenario.inputs);
  if (!out.ok) {
    const place = out.side === "b" ? right.place : left.place;
    return {
      kind: "refused",
      message: `${out.side ?? "a"} (${place}) cannot be computed: ${out.error.message}`,
    };
  }
  const c = out.result;
  const headline = outputWords(calc, HEADLINE[calc]);
  const views = stepViews(right.call);
  const leftViews = stepViews(left.call);
  const sourceOf = (id: string, label: string): StepView | undefined =>
    views.get(stepKey(id, label)) ?? leftViews.get(stepKey(id, label));
  // A step one side's calculation does not take at all (retention minimums, for a new job) is
  // said so, not "does not apply".
  const inA = stepKeys(calc, left.scenario.inputs);
  const inB = stepKeys(calc, right.scenario.inputs);
  const steps = c.steps.map((s): StepChange => {
    const view = sourceOf(s.id, s.label);
    const key = stepKey(s.id, s.label);
    return {
      id: s.id,
      label: s.label,
      citation: s.citation,
      source: view?.source ?? "",
      sourceKey: view?.sourceKey ?? "",
      a: inA.has(key) ? outcome(s.appliedA, s.a) : "not a step of a's calculation",
      b: inB.has(key) ? outcome(s.appliedB, s.b) : "not a step of b's calculation",
      change: signedMoney(s.difference),
    };
  });
  const differing = new Set(c.steps.map((s) => stepKey(s.id, s.label)));
  // The calculation's own steps alike on both sides (an annual credit's per-job detail, shown
  // in its explanation, is not among them: the core compares the annual steps).
  const same = [...views.entries()]
    .filter(([key]) => inA.has(key) && inB.has(key) && !differing.has(key))
    .map(([, v]) => ({
      id: v.id,
      label: v.label,
      citation: v.citation,
      status: v.status,
      amount: v.amount,
    }));
  const schema = calculations[calc].schema;
  const notes: string[] = [];
  if (calc === "emerge.annual" || calc === "emerge.schedule")
    notes.push(
      `The steps compared are the ${calc === "emerge.annual" ? "annual credit's: the jobs of each type and the annual cap" : "schedule's years"}; to see why a per-job amount differs, compare two NJCREDIT.PERJOB cells with these inputs.`,
    );
  for (const side of [left, right]) {
    const shown = side.scenario.output;
    if (shown && shown !== HEADLINE[calc] && !["years", "trace"].includes(shown))
      notes.push(
        `${side === left ? "a" : "b"} (${side.place}) shows ${shown}; the comparison is of the ${headline}, the calculation's headline.`,
      );
  }
  return {
    kind: "compared",
    calc,
    headline,
    a: sideView("a", left, c.a),
    b: sideView("b", right, c.b),
    sentence: sentence(calc, headline, c),
    difference: signedMoney(c.difference) ?? "$0.00",
    chart: bridgeChart(c, left.place, right.place),
    inputs: c.inputs.map((i) => ({
      name: i.name,
      a: i.a === null ? "not given" : inputValue(schema, i.name, i.a),
      b: i.b === null ? "not given" : inputValue(schema, i.name, i.b),
    })),
    steps,
    same,
    years: (c.years ?? []).map(
      (y) =>
        `Year ${y.year}: a ${y.statusA}, ${money(y.allowedA)} allowed; b ${y.statusB}, ${money(y.allowedB)} allowed`,
    ),
    notes,
    comparison: c,
  };
}

function sideView(
  name: "a" | "b",
  side: Extract<Side, { ok: true }>,
  amount: string,
): ComparedSide {
  return {
    name,
    place: side.place,
    formula: side.formula,
    functionId: side.call.functionId,
    amount: money(amount),
  };
}

/** A step's key, as the core's compare keys it: its id, with its label where one id recurs. */
const stepKey = (id: string, label: string): string => `${id}\u0000${label}`;

/** A call's steps by the core's key (id and label), in order: the same step on both sides. */
function stepViews(call: CallExplanation): Map<string, StepView> {
  const out = new Map<string, StepView>();
  for (const part of call.parts)
    for (const section of part.sections)
      for (const s of section.steps) {
        const key = stepKey(s.id, s.label);
        if (!out.has(key)) out.set(key, s);
      }
  return out;
}

/** The keys (id and label) of the steps a scenario's trace holds. */
function stepKeys(calc: CalcName, inputs: Record<string, unknown>): Set<string> {
  const out = evaluate(calc, inputs);
  const trace = out.ok ? ((out.result.trace as TraceStepJson[] | undefined) ?? []) : [];
  return new Set(trace.map((s) => stepKey(s.id, s.label)));
}

function outcome(applied: boolean, amount: string | null): string {
  if (!applied) return "does not apply";
  const shown = signedMoney(amount);
  return shown ? `applies, ${shown}` : "applies";
}

/** How one step's change reads in the sentence ("bonus (e) applies (+$500.00)"). */
function changeWords(s: StepDifference): string {
  const change = new Decimal(s.difference);
  const amount = money(change.abs().toFixed(2));
  if (!s.appliedA && s.appliedB) return `${s.label} applies (${signedMoney(s.difference)})`;
  if (s.appliedA && !s.appliedB)
    return `${s.label} no longer applies (${signedMoney(s.difference)})`;
  // Applied on both sides: a reduction (negative amounts) takes less or more; an addition gives.
  const reduces = new Decimal(s.a ?? s.b ?? "0").isNegative();
  if (reduces) return `${s.label} takes ${amount} ${change.gt(0) ? "less" : "more"}`;
  return `${s.label} gives ${amount} ${change.gt(0) ? "more" : "less"}`;
}

/** The sentence's most changes named; the rest are counted. */
const NAMED = 3;

function sentence(calc: CalcName, headline: string, c: Comparison): string {
  const difference = new Decimal(c.difference);
  // The bridge's lines (which add up to b − a), largest first, told in the statute's order.
  const changed = c.bridge.map((line, order) => ({
    step: c.steps.find((s) => s.id === line.id && s.label === line.label)!,
    order,
    size: new Decimal(line.amount).abs(),
  }));
  const named = [...changed]
    .sort((x, y) => y.size.comparedTo(x.size) || x.order - y.order)
    .slice(0, NAMED)
    .sort((x, y) => x.order - y.order);
  const rest = changed.length - named.length;
  const because = named.map((n) => changeWords(n.step));
  if (rest > 0) because.push(`${rest} more step${rest === 1 ? "" : "s"} change`);
  // Wind: the years taken differently, in one clause (each is listed below the steps).
  const years = (c.years ?? []).filter((y) => y.statusA !== y.statusB);
  if (years.length === 1)
    because.push(`year ${years[0].year} is ${years[0].statusB} in b (${years[0].statusA} in a)`);
  else if (years.length > 1) because.push(`${years.length} years change status`);
  const list =
    because.length <= 1
      ? (because[0] ?? "")
      : `${because.slice(0, -1).join(", ")} and ${because[because.length - 1]}`;
  if (difference.isZero()) {
    const inputs =
      c.inputs.length === 0
        ? "and no input differs"
        : `although ${c.inputs.length} input${c.inputs.length === 1 ? "" : "s"} differ${c.inputs.length === 1 ? "s" : ""}`;
    return `a and b give the same ${headline}, ${money(c.a)}, ${inputs}${because.length > 0 ? `: ${list}` : ""}.`;
  }
  const more = difference.gt(0) ? "more" : "less";
  return `b is ${money(difference.abs().toFixed(2))} ${more} ${PER[calc]} than a: ${list}.`;
}

/** The bridge as a waterfall: a, each line where the one before it ended, then b. */
function bridgeChart(c: Comparison, aPlace: string, bPlace: string): ChartModel | null {
  if (c.bridge.length === 0) return null;
  const bars: WaterfallBar[] = [
    // a and b both run from zero, as a bridge's two ends do; the lines float between them.
    { label: `a: ${aPlace}`, role: "total", from: "0", to: c.a, value: c.a, citation: null },
  ];
  let at = new Decimal(c.a);
  for (const line of c.bridge) {
    const next = at.plus(line.amount);
    bars.push({
      label: line.label,
      role: new Decimal(line.amount).isNegative() ? "down" : "up",
      from: at.toFixed(2),
      to: next.toFixed(2),
      value: line.amount,
      citation: line.id,
    });
    at = next;
  }
  bars.push({
    label: `b: ${bPlace}`,
    role: "total",
    from: "0",
    to: c.b,
    value: c.b,
    citation: null,
  });
  return { type: "waterfall", title: "From a to b, step by step", bars, line: null };
}

// ---------------------------------------------------------------------------------------------
// As text

const tsv = (cells: readonly string[]): string =>
  cells.map((cell) => cell.replace(/[\t\r\n]+/g, " ")).join("\t");

/**
 * The comparison as text to take away: a readable part, then the bridge tab-separated with the
 * core's bridge columns (BRIDGE_TABLE), its amounts as numbers so a paste into Excel adds up.
 */
export function comparisonText(x: CellComparison): string {
  if (x.kind === "refused") return `Comparison\n${x.message}\n\n${aboutLine()}`;
  const out: string[] = [
    `Comparison of the ${x.headline}`,
    `a: ${x.a.place}: ${x.a.formula} = ${x.a.amount}`,
    `b: ${x.b.place}: ${x.b.formula} = ${x.b.amount}`,
    `b − a: ${x.difference}`,
    x.sentence,
  ];
  for (const n of x.notes) out.push(`Note: ${n}`);
  if (x.chart) {
    out.push("", "From a to b:");
    for (const line of chartLines(x.chart)) out.push(`- ${line}`);
  }
  if (x.inputs.length > 0) {
    out.push("", "Inputs that differ:");
    for (const i of x.inputs) out.push(`- ${i.name}: a ${i.a}; b ${i.b}`);
  }
  if (x.steps.length > 0) {
    out.push("", "Steps that differ:");
    for (const s of x.steps)
      out.push(
        `- ${s.label} (${s.citation}${s.source ? `; ${s.source}` : ""}): a ${s.a}; b ${s.b}${s.change ? `; change ${s.change}` : ""}`,
      );
  }
  if (x.years.length > 0) {
    out.push("", "Compliance years that changed:");
    for (const y of x.years) out.push(`- ${y}`);
  }
  if (x.same.length > 0) {
    out.push("", `Steps the same on both sides (${x.same.length}):`);
    for (const s of x.same)
      out.push(`- ${s.label} (${s.citation}): ${s.status}${s.amount ? ` ${s.amount}` : ""}`);
  }
  const columns = BRIDGE_TABLE.columns;
  out.push("", "Bridge, tab-separated:", tsv(columns.map((col) => col.header)));
  for (const line of BRIDGE_TABLE.rows(x.comparison))
    out.push(tsv(columns.map((col) => String(col.read(line) ?? ""))));
  for (const total of BRIDGE_TABLE.totals)
    out.push(
      tsv(
        columns.map((col, i) => {
          const cell = total.cells[col.key];
          return cell ? String(cell(x.comparison) ?? "") : i === 0 ? total.label : "";
        }),
      ),
    );
  out.push("", aboutLine());
  return out.join("\n");
}
