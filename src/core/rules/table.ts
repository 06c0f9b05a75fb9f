/**
 * Every number and date of the rules tables as one list, written for people: what the help page
 * shows under "The law's numbers", so it can only say what the rules say.
 */
import * as emerge from "./emerge";
import * as minimumWage from "./minimumWage";
import { lawOf, summaryText, type Law } from "./law";
import type { DateRule, Rule } from "./types";
import * as wind from "./wind";
import { count, longDate, money, percent } from "./words";

export interface LawNumber {
  citation: string;
  label: string;
  /** The value as the summaries write it ("$1,500", "40%", "July 1, 2025"). */
  value: string;
  /** The rule's plain-language sentence. */
  summary: string;
  /** The statute's sentence(s) it implements, or where it comes from. */
  law: string;
}

function isRule(x: object): x is Rule {
  const r = x as Rule;
  return typeof r.key === "string" && typeof r.citation === "string" && !!r.unit;
}

function isDateRule(x: object): x is DateRule {
  const d = x as DateRule;
  return typeof d.key === "string" && typeof d.value === "string";
}

function written(r: Rule): string {
  if (r.unit.startsWith("USD")) return money(r.value);
  return r.unit === "ratio" ? percent(r.value) : count(r.value);
}

function lawText(law: Law): string {
  return "quote" in law ? law.quote.join(" … ") : law.source;
}

/**
 * The rules and date rules reachable from the tables' exports (objects and arrays of them walked
 * down to the first rule on each path), each once, in table order: what the help page lists and
 * the pane's statute text (src/taskpane/statute.ts) quotes from.
 */
export function rulesOfTables(tables: readonly object[]): (Rule | DateRule)[] {
  const out: (Rule | DateRule)[] = [];
  const seen = new Set<object>();
  const walk = (x: unknown): void => {
    if (typeof x !== "object" || x === null || seen.has(x)) return;
    seen.add(x);
    if (isRule(x) || isDateRule(x)) {
      out.push(x);
      return;
    }
    for (const v of Object.values(x)) walk(v);
  };
  for (const table of tables) walk(table);
  return out;
}

/** The rules and dates reachable from the tables' exports, each once, in table order. */
export function lawNumbers(): LawNumber[] {
  return rulesOfTables([emerge, wind, minimumWage]).map((x) => ({
    citation: x.citation,
    label: x.label,
    value: isRule(x) ? written(x) : longDate(x.value),
    summary: isRule(x) ? summaryText(x) : summaryText(x),
    law: lawText(lawOf(x)),
  }));
}
