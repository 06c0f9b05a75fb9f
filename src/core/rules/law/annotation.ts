/**
 * What the rules tables (src/core/rules/) keep out of the Excel functions' bundle: for each rule,
 * the law's words it implements and its plain-language summary. Only the pane, the help page and
 * the tests import src/core/rules/law/; a test keeps exactly one annotation for every rule.
 */
import type { Decimal } from "../../decimal";
import type { DateRule, Rule } from "../types";

/**
 * Where a number comes from: the statute's own sentence(s), verbatim from docs/law (a test finds
 * each in the text), or, for a number the two statutes do not state (the authority's rules, the
 * minimum wage), a note naming its source.
 */
export type Law = { quote: readonly string[] } | { source: string };

export const quote = (...sentences: string[]): Law => ({ quote: sentences });

/**
 * A rule's law and what the number means, in a plain-language sentence written over the value it
 * is given (the rule's own, or a changed one: the sentence can never state another number).
 */
export interface Annotation<V> {
  law: Law;
  summary: (value: V) => string;
}

/** One rule with its annotation, as a law module lists them. */
export type Annotated = readonly [Rule, Law, (value: Decimal) => string];
/** One date with its annotation. */
export type AnnotatedDate = readonly [DateRule, Law, (value: string) => string];

/**
 * The annotations by rule key; a rule annotated twice is an error. (A summary takes a Decimal or
 * a date's text: `summaryText` gives each its own rule's kind of value.)
 */
export function annotations(
  rules: readonly Annotated[],
  dates: readonly AnnotatedDate[] = [],
): Map<string, Annotation<never>> {
  const out = new Map<string, Annotation<never>>();
  for (const [r, law, summary] of [...rules, ...dates]) {
    if (out.has(r.key)) throw new Error(`${r.key} is annotated twice`);
    out.set(r.key, { law, summary });
  }
  return out;
}
