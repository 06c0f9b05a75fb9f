/**
 * Reading the numbers back out of a rendered summary, and finding the rules of a table, for the
 * tests that keep every summary's numbers equal to the rules' values.
 */
import * as fs from "fs";
import * as path from "path";
import { Decimal } from "../../../src/core/decimal";
import type { DateRule, Rule } from "../../../src/core/rules/types";

export type Kind = "money" | "percent" | "count" | "date";

/** A number as the text states it: "$1,500" → money 1500, "40%" → percent 0.4, "July 1, 2025" → date. */
export interface Stated {
  kind: Kind;
  text: string;
  /** The value it states (a ratio for a percentage); an ISO date for a date. */
  value: Decimal | string;
}

const MONTHS =
  "January|February|March|April|May|June|July|August|September|October|November|December";

/**
 * References that hold digits but state no amount: chapter laws ("P.L.2021, c.160"), codified
 * sections ("N.J.S.A. 34:11-56a4", "N.J.A.C. 19:31S-1.9", "C. 34:1B-362"), sections ("section
 * 69") and paragraph numbers ("(1)", "paragraph (3)"). Removed before reading the numbers.
 */
const REFERENCES = [
  /P\.L\.\d{4}, c\.\d+(, s\.\d+)?/g,
  /N\.J\.[A-Z]+\.[A-Z]*\.? [\w:.-]+/g,
  /\b\d+:\d+[A-Z]-\d+(\.\d+)?/g,
  /\bsection \d+/g,
  /\(\d+\)/g,
];

export function statedNumbers(text: string): Stated[] {
  let rest = text;
  for (const re of REFERENCES) rest = rest.replace(re, " ");
  const out: Stated[] = [];
  const dates = new RegExp(`\\b(${MONTHS}) (\\d{1,2}), (\\d{4})\\b`, "g");
  rest = rest.replace(dates, (whole, month: string, day: string, year: string) => {
    const m = MONTHS.split("|").indexOf(month) + 1;
    const iso = `${year}-${String(m).padStart(2, "0")}-${day.padStart(2, "0")}`;
    out.push({ kind: "date", text: whole, value: iso });
    return " ";
  });
  const numbers = /(\$)?(\d[\d,]*(?:\.\d+)?)(%)?/g;
  for (const m of rest.matchAll(numbers)) {
    const n = new Decimal(m[2].replace(/,/g, ""));
    if (m[1]) out.push({ kind: "money", text: m[0], value: n });
    else if (m[3]) out.push({ kind: "percent", text: m[0], value: n.div(100) });
    else out.push({ kind: "count", text: m[0], value: n });
  }
  return out;
}

/** How a rule's unit is written: dollars, a percentage, or a bare count. */
export function kindOf(r: Rule): Kind {
  if (r.unit.startsWith("USD")) return "money";
  if (r.unit === "ratio") return "percent";
  return "count";
}

/** Whether a stated number is one of these rules' values, written the way its unit is. */
export function isValueOf(s: Stated, rules: readonly Rule[]): boolean {
  return rules.some(
    (r) => kindOf(r) === s.kind && typeof s.value !== "string" && r.value.equals(s.value),
  );
}

function isRule(x: unknown): x is Rule {
  return (
    typeof x === "object" &&
    x !== null &&
    typeof (x as Rule).key === "string" &&
    typeof (x as Rule).citation === "string" &&
    Decimal.isDecimal((x as Rule).value)
  );
}

/** Every rule reachable from a module's exports (tables nest rules in objects and lists). */
export function rulesIn(exports: Record<string, unknown>): Rule[] {
  const found = new Set<Rule>();
  const seen = new Set<unknown>();
  const walk = (x: unknown): void => {
    if (typeof x !== "object" || x === null || seen.has(x)) return;
    seen.add(x);
    if (isRule(x)) found.add(x);
    for (const v of Object.values(x)) walk(v);
  };
  walk(exports);
  return [...found];
}

/** Every date rule reachable from a module's exports. */
export function dateRulesIn(exports: Record<string, unknown>): DateRule[] {
  const found = new Set<DateRule>();
  const seen = new Set<unknown>();
  const walk = (x: unknown): void => {
    if (typeof x !== "object" || x === null || seen.has(x)) return;
    seen.add(x);
    const d = x as DateRule;
    if (typeof d.key === "string" && typeof d.value === "string") found.add(d);
    for (const v of Object.values(x)) walk(v);
  };
  walk(exports);
  return [...found];
}

/** The statute text of a docs/law file (after its header), whitespace collapsed. */
export function lawText(file: string): string {
  const raw = fs.readFileSync(path.join(__dirname, "../../../docs/law", file), "utf8");
  const body = raw.slice(raw.indexOf("\n---\n") + "\n---\n".length);
  return normalise(body);
}

export function normalise(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** A value no summary states today, of the rule's kind: twice the value plus one (500 → 1,001). */
export function changed(r: Rule): Decimal {
  return r.value.times(2).plus(1);
}
