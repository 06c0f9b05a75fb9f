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
  reason: string;
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

export function step(
  statute: Statute,
  id: string,
  label: string,
  applied: boolean,
  amount: Decimal | null,
  reason: string,
): TraceStep {
  return { id, citation: citationOf(statute, id), label, applied, amount, reason };
}

export function citationOf(statute: Statute, id: string): string {
  return `${statute.act} ${id}`;
}

/** The sum of the applied amounts of a trace (what the property tests check against the result). */
export function appliedTotal(trace: Trace): Decimal {
  let total = ZERO;
  for (const s of trace) if (s.applied && s.amount !== null) total = total.plus(s.amount);
  return total;
}

export function traceToJson(trace: Trace): TraceStepJson[] {
  return trace.map((s) => ({
    id: s.id,
    citation: s.citation,
    label: s.label,
    applied: s.applied,
    amount: s.amount === null ? null : formatMoney(s.amount),
    reason: s.reason,
  }));
}

export { Decimal };
