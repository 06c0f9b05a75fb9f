/**
 * The trace is part of every result: the ordered list of steps that produced the number,
 * including the steps that did not apply and why. It is built by the calculation itself,
 * never recovered from a log, so what a reviewer reads is what was computed.
 *
 * Amounts: a step's `amount` is what it adds to (or, negative, takes from) the result, in whole
 * cents as shown, or null for a step that only determines something (a tier, a test).
 * The applied amounts of a trace add up to its result; a final rounding step carries any
 * difference between exact intermediate values and the cents shown.
 */
import { Decimal, ZERO, formatMoney } from "./decimal";

export interface TraceStep {
  /** The subsection, as the statute numbers it: "c.(1)(f)", "a.(2)(b)". */
  id: string;
  /** The full citation: "P.L.2020, c.156, s.75 c.(1)(f)". */
  citation: string;
  /** What the step is, in the statute's words. */
  label: string;
  /** Whether the step changed or decided the result. */
  applied: boolean;
  /** What the step adds to the result (negative to take away), or null. */
  amount: Decimal | null;
  /** Why it applied or not, with the arithmetic a reviewer can redo by hand. */
  readonly reason: string;
}

export type Trace = TraceStep[];

export interface TraceStepJson {
  id: string;
  citation: string;
  label: string;
  applied: boolean;
  amount: string | null;
  reason: string;
}

/** A citation source: the act and section a set of step ids belongs to. */
export interface Statute {
  /** "P.L.2020, c.156, s.75" */
  act: string;
}

/**
 * A trace step whose reason text is written when first read. The decision, the amount and the
 * arithmetic's inputs are fixed when the step is made; only turning them into words waits, so a
 * sensitivity grid of 10,000 cells does not format 200,000 sentences nobody reads.
 */
class Step implements TraceStep {
  private text: string | (() => string);
  constructor(
    readonly id: string,
    readonly citation: string,
    readonly label: string,
    readonly applied: boolean,
    readonly amount: Decimal | null,
    reason: string | (() => string),
  ) {
    this.text = reason;
  }
  get reason(): string {
    if (typeof this.text !== "string") this.text = this.text();
    return this.text;
  }
  toJSON(): TraceStepJson {
    return stepToJson(this);
  }
}

/** A step whose citation is not "<act> <id>" (e.g. the final rounding, which is the spec's). */
export function citedStep(
  id: string,
  citation: string,
  label: string,
  applied: boolean,
  amount: Decimal | null,
  reason: string | (() => string),
): TraceStep {
  return new Step(id, citation, label, applied, amount, reason);
}

/** Citations are made once per (statute, id): a trace has ~25 steps and a grid 10,000 traces. */
const citations = new WeakMap<Statute, Map<string, string>>();

export function step(
  statute: Statute,
  id: string,
  label: string,
  applied: boolean,
  amount: Decimal | null,
  reason: string | (() => string),
): TraceStep {
  return new Step(id, citationOf(statute, id), label, applied, amount, reason);
}

export function citationOf(statute: Statute, id: string): string {
  let byId = citations.get(statute);
  if (byId === undefined) {
    byId = new Map();
    citations.set(statute, byId);
  }
  let citation = byId.get(id);
  if (citation === undefined) {
    citation = `${statute.act} ${id}`;
    byId.set(id, citation);
  }
  return citation;
}

/** The sum of the applied amounts of a trace (what the property tests check against the result). */
export function appliedTotal(trace: Trace): Decimal {
  let total = ZERO;
  for (const s of trace) if (s.applied && s.amount !== null) total = total.plus(s.amount);
  return total;
}

export function stepToJson(s: TraceStep): TraceStepJson {
  return {
    id: s.id,
    citation: s.citation,
    label: s.label,
    applied: s.applied,
    amount: s.amount === null ? null : formatMoney(s.amount),
    reason: s.reason,
  };
}

export function traceToJson(trace: Trace): TraceStepJson[] {
  return trace.map(stepToJson);
}

export { Decimal };
