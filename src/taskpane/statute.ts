/**
 * The statute's own sentence(s) for a trace step's subsection, read from the rules tables
 * (src/core/rules/): each rule's law, looked up by its key in src/core/rules/law (`lawOf`: the
 * sentences of docs/law it implements, verbatim; test/core/rules finds each in the text), so the
 * pane shows the law beside our summary of it from the same source the calculation reads, and
 * holds no copy of the law.
 *
 * A step cites a subsection ("s.75 d.(2)", "s.6 d."); its sentences are those of every rule with
 * that citation or a citation inside it ("c.(1)(c)" gathers the lead-in and the bands (i)–(v)).
 * A subsection no rule quotes (one that states no number: s.75 a., c.(1)(g), g.; s.6 a.(3); the
 * authority's rules) has none, and the pane shows its citation and our summary alone.
 */
import * as emerge from "../core/rules/emerge";
import { lawOf } from "../core/rules/law/lookup";
import { rulesOfTables } from "../core/rules/table";
import * as wind from "../core/rules/wind";

export interface StatuteText {
  /** The act and subsection quoted ("P.L.2020, c.156, s.75 d.(2)"). */
  citation: string;
  /** The sentences, in the statute's order where the rules give it (a list's lead-in first). */
  sentences: readonly string[];
}

interface Quoting {
  citation: string;
  quote: readonly string[];
}

/** Every rule (and date rule) of the tables that quotes the law, each once, in table order. */
function quotingRules(): Quoting[] {
  const out: Quoting[] = [];
  for (const rule of rulesOfTables([emerge, wind])) {
    const law = lawOf(rule);
    if ("quote" in law) out.push({ citation: rule.citation, quote: law.quote });
  }
  return out;
}

let rules: Quoting[] | null = null;

/**
 * The union of the rules' sentence lists, keeping each list's order: a sentence not yet placed
 * goes before the next sentence of its list already placed (so the band (i)'s bound, quoted
 * alone, and its amount, quoted after the lead-in, give lead-in, (i)), else at the end.
 */
function merged(lists: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  for (const list of lists) {
    list.forEach((sentence, i) => {
      if (out.includes(sentence)) return;
      const next = list.slice(i + 1).find((s) => out.includes(s));
      if (next === undefined) out.push(sentence);
      else out.splice(out.indexOf(next), 0, sentence);
    });
  }
  return out;
}

/**
 * The statute's words for a step's citation ("P.L.2020, c.156, s.75 d.(2)"): the sentences of
 * the rules citing that subsection or one inside it. Null where no rule quotes it.
 */
export function statuteFor(citation: string): StatuteText | null {
  const cite = citation.trim();
  rules ??= quotingRules();
  const quoting = rules.filter((r) => r.citation === cite || r.citation.startsWith(`${cite}(`));
  if (quoting.length === 0) return null;
  return { citation: cite, sentences: merged(quoting.map((r) => r.quote)) };
}
