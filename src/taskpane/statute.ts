/**
 * The statute's own sentence(s) for a trace step's subsection, read from the law text the
 * repository holds (docs/law, bundled as lawText.ts), so the pane shows the law beside our
 * summary of it.
 *
 * Another change adds a `statute` field to each rules entry (src/core/rules/); when it lands,
 * `statuteFor` reads that field and this parser goes. Until then the text is split here into
 * its subsections by the statute's own numbering: a paragraph starts with "b.", "(1)", "(a)" or
 * "(i)"; a paragraph without a label continues the one before it.
 */
import { LAW_TEXT } from "./lawText";
import { splitCitation } from "./summaries";

export interface StatuteText {
  /** The act and subsection quoted ("P.L.2020, c.156, s.75 d.(2)"). */
  citation: string;
  /** The sentence that introduces a list item, when the item continues it ("d. The gross …:"). */
  lead: string | null;
  /** The subsection's own words. */
  text: string;
}

const ROMAN = /^(i|ii|iii|iv|v|vi|vii|viii|ix|x)$/;

/** Subsection key ("c.(1)(c)(ii)") → its text, for one statute. */
export function splitStatute(law: string): Map<string, string> {
  const out = new Map<string, string>();
  let letter: string | null = null;
  let num: string | null = null;
  let sub: string | null = null;
  let roman: string | null = null;
  let previous = "";
  let previousRoman = false;
  let current: string | null = null;
  const paragraphs = law
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  for (const paragraph of paragraphs) {
    let rest = paragraph;
    let labelled = false;
    let isRoman = false;
    for (;;) {
      let m: RegExpExecArray | null;
      if ((m = /^\d+\.\s+/.exec(rest))) {
        rest = rest.slice(m[0].length); // the section number ("75.")
      } else if ((m = /^([a-z])\.\s+/.exec(rest))) {
        [letter, num, sub, roman] = [m[1], null, null, null];
        rest = rest.slice(m[0].length);
        labelled = true;
      } else if ((m = /^\((\d+)\)\s+/.exec(rest))) {
        [num, sub, roman] = [m[1], null, null];
        rest = rest.slice(m[0].length);
        labelled = true;
      } else if ((m = /^\(([a-z]+)\)\s+/.exec(rest))) {
        // "(i)" is a roman numeral inside a list a paragraph opened with ":", else a letter.
        if (ROMAN.test(m[1]) && (previous.endsWith(":") || previousRoman)) {
          roman = m[1];
          isRoman = true;
        } else if (m[1].length === 1) {
          [sub, roman] = [m[1], null];
        } else break;
        rest = rest.slice(m[0].length);
        labelled = true;
      } else break;
    }
    if (labelled && letter) {
      current = `${letter}.${num ? `(${num})` : ""}${sub ? `(${sub})` : ""}${roman ? `(${roman})` : ""}`;
      out.set(current, rest);
      previousRoman = isRoman;
    } else if (current && !/^L\.\d{4}, c\.\d+/.test(paragraph)) {
      // A paragraph without a label continues the subsection (the history note does not).
      out.set(current, `${out.get(current)}\n\n${paragraph}`);
    }
    previous = paragraph;
  }
  return out;
}

const split = new Map<string, Map<string, string>>();

function sectionsOf(act: string): Map<string, string> | null {
  const law = LAW_TEXT[act];
  if (law === undefined) return null;
  let sections = split.get(act);
  if (!sections) {
    sections = splitStatute(law);
    split.set(act, sections);
  }
  return sections;
}

/** The parent of a subsection key ("c.(1)(c)(ii)" → "c.(1)(c)"; "b." → null). */
function parentOf(key: string): string | null {
  const i = key.lastIndexOf("(");
  return i > 0 ? key.slice(0, i) : null;
}

/**
 * The statute's words for a citation ("P.L.2020, c.156, s.75 d.(2)"): the subsection's own,
 * or — for a subsection whose words sit in its first child ("c." in "c. (1) In addition…") —
 * that child's; with the lead-in sentence when the item continues its parent's sentence.
 * Null for a citation we hold no law text for (the authority's rules, our own documents).
 */
export function statuteFor(citation: string): StatuteText | null {
  const parts = splitCitation(citation);
  if (!parts) return null;
  const sections = sectionsOf(parts.act);
  if (!sections) return null;
  // Trace ids add words after the subsection ("d. base", "f.(1) year 1"); the citation has none.
  const key = parts.subsection.split(/\s+/)[0];
  let found = sections.has(key) ? key : null;
  if (!found) found = [...sections.keys()].find((k) => k.startsWith(key)) ?? null;
  if (!found) return null;
  const text = sections.get(found)!;
  const parent = parentOf(found);
  const parentText = parent ? sections.get(parent) : undefined;
  const continues = /^[a-z]/.test(text) && parentText !== undefined;
  return {
    citation: `${parts.act} ${found}`,
    // Only the paragraph that opens the list ("“Minimum number …” means:"), not all before it.
    lead: continues ? parentText.split("\n\n").pop()! : null,
    text,
  };
}
