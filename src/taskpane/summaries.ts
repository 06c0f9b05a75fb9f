/**
 * Plain-language summaries of the subsections our traces cite, written by us from the text in
 * docs/law (and, for the proration steps, N.J.A.C. 19:31S-1.9 as docs/law/README.md summarises
 * it). A subsection that states a number has its summary rendered from the rules
 * (src/core/rules/*Summaries.ts), so no amount is restated here; the rest are text.
 * They are bundled with the pane so it explains a step offline. They summarise; they are not
 * the law, and the pane says so. Each names what the subsection requires, in a sentence or two.
 *
 * Keys: the act (as a trace citation starts: "P.L.2020, c.156, s.75", "P.L.2010, c.57, s.6",
 * "N.J.A.C.") and the subsection ("c.(1)(f)", "a.(2)(b)", "19:31S-1.9").
 */

import { EMERGE_SUMMARIES } from "../core/rules/emergeSummaries";
import { WIND_SUMMARIES } from "../core/rules/windSummaries";
import { renderSummary, type SubsectionSummary } from "../core/rules/law";

export interface Summary {
  /** What the subsection is about, in a few words. */
  title: string;
  /** What it requires, in plain language. */
  text: string;
}

export const EMERGE_ACT = "P.L.2020, c.156, s.75";
export const WIND_ACT = "P.L.2010, c.57, s.6";
export const RULES_ACT = "N.J.A.C.";

/** The summaries of subsections that state numbers, rendered from their rules. */
function rendered(table: Readonly<Record<string, SubsectionSummary>>): Record<string, Summary> {
  return Object.fromEntries(
    Object.entries(table).map(([id, s]) => [id, { title: s.title, text: renderSummary(s) }]),
  );
}

const EMERGE_TEXT: Record<string, Summary> = {
  "a.": {
    title: "Credit per job, every year",
    text: "The credit is an amount for each new or retained full-time job, worked out under subsections b. to g., and it is calculated and credited every year of the eligibility period.",
  },
  "c.": {
    title: "Bonuses",
    text: "Paragraph (1) adds bonuses to the base; paragraph (2) withholds every bonus where jobs pay too little; paragraph (3) lets the authority change the bonus criteria by rule.",
  },
  "c.(1)": {
    title: "Bonuses on top of the base",
    text: "The base amount per job is increased by each bonus in paragraph (1) that the business qualifies for.",
  },
  "c.(1)(g)": {
    title: "Deleted",
    text: "This bonus was deleted by P.L.2021, c.160; it never applies.",
  },
  "c.(3)": {
    title: "Authority may change the criteria",
    text: "The authority may adopt, by rule, bonus criteria in addition to or instead of those in paragraph (1), in response to economic conditions.",
  },
  "g.": {
    title: "Annual cap set by the board",
    text: "Whatever subsections a. to f. give, the credit a business may apply each year cannot exceed the amount the board finds necessary to induce the project to locate in New Jersey.",
  },
};

/** Every Emerge summary: the rendered ones from the rules, the rest as text. */
const EMERGE: Record<string, Summary> = { ...EMERGE_TEXT, ...rendered(EMERGE_SUMMARIES) };

const WIND_TEXT: Record<string, Summary> = {
  "a.(2)": {
    title: "Minimum investment",
    text: "Owners and tenants each have a minimum capital investment test, and the jobs of an equipment supply coordination agreement may count toward the employment minimum.",
  },
  "a.(2)(c)": {
    title: "Supply-chain jobs count",
    text: "New full-time positions created under an equipment supply coordination agreement with manufacturers, suppliers, installers and operators may be counted toward the employment minimum. Employees living in a state without a reciprocity agreement, whose income New Jersey does not tax, are not full-time employees for this purpose.",
  },
  "a.(3)": {
    title: "No double assistance",
    text: "No credit for a business that gets a Business Employment Incentive Program grant for the same capital and employees, or Business Retention and Relocation Assistance. A business awarded this credit cannot also get Municipal Rehabilitation and Economic Recovery Act incentives.",
  },
  "a.(4)": {
    title: "Counting full-time employment",
    text: "Full-time employment for a period is the average of the monthly full-time employment over that period.",
  },
  "c.": {
    title: "Administration",
    text: 'The credit is administered under the rules of the Urban Transit Hub Tax Credit Act (P.L.2007, c.346, s.3 c.) and P.L.2009, c.90, s.33, reading "qualified business facility" as "qualified wind energy facility".',
  },
  "e.": {
    title: "Rules by the authority",
    text: "The authority adopts the rules that implement this section, such as what counts as capital investment and how applications and fees work.",
  },
};

const WIND: Record<string, Summary> = {
  ...WIND_TEXT,
  ...rendered(WIND_SUMMARIES[WIND_ACT]),
};

const RULES: Record<string, Summary> = rendered(WIND_SUMMARIES[RULES_ACT]);

const BY_ACT: Record<string, Record<string, Summary>> = {
  [EMERGE_ACT]: EMERGE,
  [WIND_ACT]: WIND,
  [RULES_ACT]: RULES,
};

/** "c.(1)(c)(ii)" → "c.(1)(c)" → "c.(1)" → "c.": the enclosing subsections, nearest first. */
function enclosing(subsection: string): string[] {
  const out = [subsection];
  let s = subsection;
  for (;;) {
    const m = /^(.*)\([^()]*\)$/.exec(s);
    if (!m) break;
    s = m[1];
    out.push(s);
  }
  return out;
}

/** Splits a citation into act and subsection: "P.L.2020, c.156, s.75 c.(1)(f)" → [act, "c.(1)(f)"]. */
export function splitCitation(citation: string): { act: string; subsection: string } | null {
  const text = citation.trim();
  for (const act of Object.keys(BY_ACT)) {
    if (text.startsWith(act + " ")) return { act, subsection: text.slice(act.length + 1).trim() };
  }
  return null;
}

/**
 * The summary for a trace step's citation: the subsection's own, or the nearest enclosing one
 * ("f.(4)" falls back to "f."). Null when we have none (the pane then shows the citation alone).
 */
export function summaryFor(
  citation: string,
): (Summary & { subsection: string; act: string }) | null {
  const parts = splitCitation(citation);
  if (!parts) return null;
  const table = BY_ACT[parts.act];
  for (const s of enclosing(parts.subsection)) {
    if (table[s]) return { ...table[s], subsection: s, act: parts.act };
  }
  return null;
}
