/**
 * A rule is one statutory (or regulatory) number with where it comes from, the law's words it
 * implements and what it means in plain language. The rules tables hold every amount, threshold
 * and cap once; the calculation code and the task pane's summaries hold none (design.md).
 */
import { Decimal } from "../decimal";
import type { Statute } from "../trace";

/**
 * Where a number comes from: the statute's own sentence(s), verbatim from docs/law (a test finds
 * each in the text), or, for a number the two statutes do not state (the authority's rules, the
 * minimum wage), a note naming its source.
 */
export type Law = { quote: readonly string[] } | { source: string };

export interface Rule {
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
  law: Law;
  /**
   * What the number means, in a plain-language sentence written over the value it is given (the
   * rule's own, or a changed one: the sentence can never state another number).
   */
  summary: (value: Decimal) => string;
}

/** What a rules table writes for each rule; the statute gives the citation. */
export interface RuleSpec {
  id: string;
  label: string;
  /** The value as text, so it is exact. */
  value: string;
  unit: string;
  law: Law;
  summary: (value: Decimal) => string;
}

export function rule(statute: Statute, spec: RuleSpec): Rule {
  return {
    id: spec.id,
    citation: `${statute.act} ${spec.id}`,
    label: spec.label,
    value: new Decimal(spec.value),
    unit: spec.unit,
    law: spec.law,
    summary: spec.summary,
  };
}

/** A date the law fixes, as ISO text (which compares as dates do), with its law and summary. */
export interface DateRule {
  id: string;
  /** Which statute the id belongs to (the act, or the authority's rules). */
  statute: Statute;
  citation: string;
  /** What the date is, without the date. */
  label: string;
  value: string;
  law: Law;
  /** What the date means, in a sentence written over the date it is given. */
  summary: (value: string) => string;
}

export function dateRule(statute: Statute, spec: Omit<DateRule, "statute" | "citation">): DateRule {
  return { ...spec, statute, citation: `${statute.act} ${spec.id}` };
}

/** A rule's summary over its own value. */
export function summaryText(r: Rule): string {
  return r.summary(r.value);
}

/**
 * The plain-language summary of a subsection whose text states numbers: a title and a text
 * rendered from the rules it names, and only from them (a test checks every number in the text
 * is one of theirs, and renders it with changed values).
 */
export interface SubsectionSummary {
  title: string;
  /** Every rule whose value the text states, by a name the text reads it under. */
  rules: Readonly<Record<string, Rule>>;
  /** Every date the text states, likewise. */
  dates: Readonly<Record<string, DateRule>>;
  /** The text, from `rules` and `dates` (or copies of them with other values). */
  text: (
    rules: Readonly<Record<string, Rule>>,
    dates: Readonly<Record<string, DateRule>>,
  ) => string;
}

/** A summary whose text is written from its rules (and dates) by `text`. */
export function summaryOf<
  R extends Readonly<Record<string, Rule>>,
  D extends Readonly<Record<string, DateRule>> = Record<never, DateRule>,
>(title: string, rules: R, text: (rules: R, dates: D) => string, dates?: D): SubsectionSummary {
  // Called only with `rules` and `dates` or copies under the same names (SubsectionSummary.text).
  return {
    title,
    rules,
    dates: dates ?? {},
    text: (givenRules, givenDates) => text(givenRules as R, givenDates as D),
  };
}

/** A summary that is its rules' own sentences in order, after an optional lead sentence. */
export function sentencesOf(
  title: string,
  rules: Readonly<Record<string, Rule>>,
  lead?: string,
): SubsectionSummary {
  return summaryOf(title, rules, (given) =>
    [...(lead ? [lead] : []), ...Object.values(given).map(summaryText)].join(" "),
  );
}

/** The summary's text over its own rules. */
export function renderSummary(s: SubsectionSummary): string {
  return s.text(s.rules, s.dates);
}
