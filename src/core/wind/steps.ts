/**
 * Trace steps of the wind credit. A step's id is the subsection it applies ("a.(2)(b)",
 * "19:31S-1.9"); where one subsection gives several steps (the five compliance years, the
 * program cap beside the net-benefit test in a.(1)), a short tag follows the subsection
 * ("f.(2) year 2", "a.(1) cap") so every id in a trace is unique. The citation is the act and
 * the subsection alone: "P.L.2010, c.57, s.6 a.(1)", "N.J.A.C. 19:31S-1.9".
 */
import { Decimal, displayMoney, displayNumber } from "../decimal";
import {
  citationOf,
  citedStep,
  type StepGroup,
  type StepKind,
  type StepSource,
  type Statute,
  type TraceStep,
} from "../trace";
import { WIND_STATUTE } from "../rules/wind";

export function windStep(
  kind: StepKind,
  group: StepGroup,
  subsection: string,
  tag: string | null,
  label: string,
  applied: boolean,
  amount: Decimal | null,
  reason: string | (() => string),
  statute: Statute = WIND_STATUTE,
  source: StepSource = statute.source,
): TraceStep {
  return citedStep(
    kind,
    group,
    tag === null ? subsection : `${subsection} ${tag}`,
    citationOf(statute, subsection),
    label,
    applied,
    amount,
    reason,
    source,
  );
}

/** The citation a failed eligibility test is reported by (the `reasons` of the result). */
export function windCitation(subsection: string, statute: Statute = WIND_STATUTE): string {
  return citationOf(statute, subsection);
}

/** Money in a reason: whole cents as "$1,234.50"; an exact amount finer than cents in full. */
export function usd(value: Decimal): string {
  return value.decimalPlaces() <= 2 ? `$${displayMoney(value)}` : `$${displayNumber(value)}`;
}

/** A quotient that may not end (netBenefit / 1.10) for a reason: six decimals, then "…". */
export function usdQuotient(value: Decimal): string {
  const shown = 6;
  return value.decimalPlaces() <= shown
    ? usd(value)
    : `$${displayNumber(value.toDecimalPlaces(shown, Decimal.ROUND_DOWN))}…`;
}
