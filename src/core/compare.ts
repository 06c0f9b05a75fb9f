/**
 * Why two numbers differ (docs/interface.md 1.3): two evaluations of one calculation, the inputs
 * that differ, the steps whose outcome or amount differ (in the statute's order), and a bridge
 * from a's headline amount to b's whose lines add up exactly to b − a.
 *
 * The bridge reads the traces, which the stages build so that the applied amounts add up to the
 * result (trace.ts): each line is one step's change in its own amount, b's less a's (a step not
 * applied counts 0). So the lines add up to b − a exactly, whatever the steps. Where two steps
 * interact (a reduction applied to a different gross, a cap that binds on one side only), the
 * change is attributed to the step that applies it, at its own place in the trace: a larger gross
 * shows as its bonus's line, and the reduction's line is the change in what the reduction takes
 * (docs/emerge.md §7, docs/wind.md §5). The headline is the per-job credit, the annual credit, a
 * schedule's total, or the wind credit's total (whose compliance years are compared apart: which
 * years changed status, and why).
 */
import { Decimal, ZERO, displayMoney, formatMoney } from "./decimal";
import { calculations, evaluate } from "./index";
import { canonicalName, isExactNumber, type RawInputs } from "./inputs";
import type { AnyResultJson, CalcName, EvalError } from "./results";
import type { TraceStepJson } from "./trace";

/** The result field each calculation's comparison is of. */
export const HEADLINE: Readonly<Record<CalcName, string>> = {
  "emerge.perJob": "perJobCredit",
  "emerge.annual": "annualCredit",
  "emerge.schedule": "totalCredit",
  "wind.schedule": "totalCredit",
};

export interface InputDifference {
  name: string;
  a: unknown;
  b: unknown;
}

export interface StepDifference {
  id: string;
  label: string;
  citation: string;
  appliedA: boolean;
  appliedB: boolean;
  /** Each side's amount (money text), null where the step has none or is not applied. */
  a: string | null;
  b: string | null;
  /** b − a, the line's amount in the bridge (0.00 where only the outcome changed). */
  difference: string;
}

export interface BridgeLine {
  id: string;
  label: string;
  amount: string;
  reason: string;
}

export interface YearDifference {
  year: number;
  statusA: string;
  statusB: string;
  allowedA: string;
  allowedB: string;
}

export interface Comparison {
  calc: CalcName;
  /** The headline amount of each side (money text), and b − a. */
  a: string;
  b: string;
  difference: string;
  inputs: InputDifference[];
  steps: StepDifference[];
  /** One line per step whose amount differs: the lines add up to `difference` exactly. */
  bridge: BridgeLine[];
  /** Wind: the compliance years whose status or allowed amount changed. */
  years?: YearDifference[];
}

export type CompareOutput = { ok: true; result: Comparison } | (EvalError & { side?: "a" | "b" });

/** A trace step's key within its trace: id, with the label where one id recurs (a job kind). */
function keyOf(s: TraceStepJson): string {
  return `${s.id}\u0000${s.label}`;
}

/** The steps whose applied amounts make up the headline (wind: all but the years'). */
function headlineSteps(calc: CalcName, r: AnyResultJson): TraceStepJson[] {
  const trace = (r.trace as TraceStepJson[] | undefined) ?? [];
  if (calc !== "wind.schedule") return trace;
  return trace.filter((s) => s.group !== "schedule" && !s.group.startsWith("year-"));
}

const amountOf = (s: TraceStepJson | undefined): Decimal =>
  s && s.applied && s.amount !== null ? new Decimal(s.amount) : ZERO;

/** "+$500.00", "−$750.00", "$0.00": a bridge amount in words. */
function signed(d: Decimal): string {
  const text = displayMoney(d.abs());
  return d.isZero() ? `$${text}` : `${d.isNegative() ? "−" : "+"}$${text}`;
}

function outcome(s: TraceStepJson | undefined): string {
  if (!s) return "no such step";
  if (!s.applied) return "does not apply";
  return s.amount === null ? "applies" : `applies, ${signed(new Decimal(s.amount))}`;
}

/** The raw inputs by canonical name (an unknown name is left as given: evaluate refuses it). */
function byCanonical(calc: CalcName, raw: RawInputs): Map<string, unknown> {
  const schema = calculations[calc].schema;
  const out = new Map<string, unknown>();
  for (const [name, value] of Object.entries(raw ?? {}))
    out.set(canonicalName(schema, name) ?? name, value);
  return out;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * An input value as JSON writes it: a number read exactly from a JSON line (ExactNumber) is the
 * number where it reads back as written, else its digits as text (never rounded).
 */
function plain(value: unknown): unknown {
  if (isExactNumber(value))
    return String(Number(value.text)) === value.text ? Number(value.text) : value.text;
  if (Array.isArray(value)) return value.map(plain);
  return value;
}

/** The inputs given on either side whose values differ (a side not giving one shows null). */
function inputDifferences(calc: CalcName, a: RawInputs, b: RawInputs): InputDifference[] {
  const left = byCanonical(calc, a);
  const right = byCanonical(calc, b);
  const names = [...new Set([...left.keys(), ...right.keys()])];
  return names
    .filter((n) => !sameValue(left.get(n) ?? null, right.get(n) ?? null))
    .map((name) => ({ name, a: plain(left.get(name) ?? null), b: plain(right.get(name) ?? null) }));
}

/** Both sides' steps by key, in the statute's order: b's order, then a's steps b lacks. */
function alignedSteps(
  a: TraceStepJson[],
  b: TraceStepJson[],
): { key: string; a?: TraceStepJson; b?: TraceStepJson }[] {
  const left = new Map(a.map((s) => [keyOf(s), s]));
  const right = new Map(b.map((s) => [keyOf(s), s]));
  const keys = [...b.map(keyOf), ...a.map(keyOf).filter((k) => !right.has(k))];
  return keys.map((key) => ({ key, a: left.get(key), b: right.get(key) }));
}

/** Compares two evaluations of `calc`; an error names the side and the input it is about. */
export function compare(calc: unknown, inputsA: unknown, inputsB: unknown): CompareOutput {
  const left = evaluate(calc, inputsA);
  if (!left.ok) return { ...left, side: "a" };
  const right = evaluate(calc, inputsB);
  if (!right.ok) return { ...right, side: "b" };
  const name = calc as CalcName;
  const field = HEADLINE[name];
  const a = new Decimal(String(left.result[field]));
  const b = new Decimal(String(right.result[field]));

  const steps: StepDifference[] = [];
  const bridge: BridgeLine[] = [];
  const all = alignedSteps(
    (left.result.trace as TraceStepJson[] | undefined) ?? [],
    (right.result.trace as TraceStepJson[] | undefined) ?? [],
  );
  const inBridge = new Set(
    [...headlineSteps(name, left.result), ...headlineSteps(name, right.result)].map(keyOf),
  );
  for (const { key, a: sa, b: sb } of all) {
    const change = amountOf(sb).minus(amountOf(sa));
    const sameOutcome = (sa?.applied ?? false) === (sb?.applied ?? false);
    if (change.isZero() && sameOutcome && sa !== undefined && sb !== undefined) continue;
    const s = (sb ?? sa)!;
    steps.push({
      id: s.id,
      label: s.label,
      citation: s.citation,
      appliedA: sa?.applied ?? false,
      appliedB: sb?.applied ?? false,
      a: sa?.applied && sa.amount !== null ? sa.amount : null,
      b: sb?.applied && sb.amount !== null ? sb.amount : null,
      difference: formatMoney(change),
    });
    if (!change.isZero() && inBridge.has(key))
      bridge.push({
        id: s.id,
        label: s.label,
        amount: formatMoney(change),
        reason: `a: ${outcome(sa)}; b: ${outcome(sb)}`,
      });
  }
  const result: Comparison = {
    calc: name,
    a: formatMoney(a),
    b: formatMoney(b),
    difference: formatMoney(b.minus(a)),
    inputs: inputDifferences(name, inputsA as RawInputs, inputsB as RawInputs),
    steps,
    bridge,
  };
  if (name === "wind.schedule") {
    type Year = { year: number; status: string; allowed: string };
    const ya = left.result.years as Year[];
    const yb = right.result.years as Year[];
    result.years = yb
      .map((y, k) => ({ y, x: ya[k] }))
      .filter(({ y, x }) => y.status !== x.status || y.allowed !== x.allowed)
      .map(({ y, x }) => ({
        year: y.year,
        statusA: x.status,
        statusB: y.status,
        allowedA: x.allowed,
        allowedB: y.allowed,
      }));
  }
  return { ok: true, result };
}
