/**
 * A rule is one statutory (or regulatory) number with where it comes from. The rules tables hold
 * every amount, threshold and cap once; the calculation code and the task pane's summaries hold
 * none (design.md).
 *
 * The law's words a rule implements and its plain-language summary are kept beside the tables,
 * in src/core/rules/law/, keyed by the rule's `key` (`lawOf(rule)`, `summaryText(rule)`): the
 * Excel functions need only the values, and that text would be most of what Excel downloads.
 * A test keeps exactly one entry there for every rule here.
 */
import { Decimal } from "../decimal";
import type { Statute } from "../trace";

export interface Rule {
  /**
   * Names the rule among all the tables' rules, so its law and summary (src/core/rules/law/)
   * are found for it: "<citation>: <label>", with the variant when several share those.
   */
  key: string;
  /** The subsection, as the law numbers it ("c.(1)(b)"). */
  id: string;
  /** The full citation, as trace steps cite it ("P.L.2020, c.156, s.75 c.(1)(b)"). */
  citation: string;
  /** What the number is, in the law's words, without the number (the value says it). */
  label: string;
  /** The value, exact. */
  value: Decimal;
  /** "USD", "USD per job per year", "ratio", "jobs", … */
  unit: string;
}

/** What a rules table writes for each rule; the statute gives the citation. */
export interface RuleSpec {
  id: string;
  label: string;
  /** The value as text, so it is exact. */
  value: string;
  unit: string;
  /** Which one, when rules of one subsection share a label (a band, a rate's date). */
  variant?: string;
}

function keyOf(citation: string, label: string, variant?: string): string {
  return variant === undefined ? `${citation}: ${label}` : `${citation}: ${label} (${variant})`;
}

export function rule(statute: Statute, spec: RuleSpec): Rule {
  const citation = `${statute.act} ${spec.id}`;
  return {
    key: keyOf(citation, spec.label, spec.variant),
    id: spec.id,
    citation,
    label: spec.label,
    value: new Decimal(spec.value),
    unit: spec.unit,
  };
}

/** A date the law fixes, as ISO text (which compares as dates do). */
export interface DateRule {
  /** As a Rule's key. */
  key: string;
  id: string;
  /** Which statute the id belongs to (the act, or the authority's rules). */
  statute: Statute;
  citation: string;
  /** What the date is, without the date. */
  label: string;
  value: string;
}

export function dateRule(
  statute: Statute,
  spec: Omit<DateRule, "key" | "statute" | "citation">,
): DateRule {
  const citation = `${statute.act} ${spec.id}`;
  return { key: keyOf(citation, spec.label), ...spec, statute, citation };
}
