/**
 * The plain-language summary of a subsection whose text states numbers: a title and a text
 * rendered from the rules it names, and only from them (a test checks every number in the text
 * is one of theirs, and renders it with changed values).
 */
import type { DateRule, Rule } from "../types";
import { summaryText } from "./lookup";

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
    [...(lead ? [lead] : []), ...Object.values(given).map((r) => summaryText(r))].join(" "),
  );
}

/** The summary's text over its own rules. */
export function renderSummary(s: SubsectionSummary): string {
  return s.text(s.rules, s.dates);
}
