/**
 * Every rule of the rules tables carries its law and a summary written over its own value: the
 * quoted sentences are the statute's, verbatim; the label states no number; the summary states
 * the value it is given and no other number.
 */
import { Decimal } from "../../../src/core/decimal";
import * as emerge from "../../../src/core/rules/emerge";
import * as minimumWage from "../../../src/core/rules/minimumWage";
import { lawOf, summaryText } from "../../../src/core/rules/law";
import type { Rule } from "../../../src/core/rules/types";
import * as wind from "../../../src/core/rules/wind";
import { longDate } from "../../../src/core/rules/words";
import {
  changed,
  dateRulesIn,
  isValueOf,
  kindOf,
  lawText,
  normalise,
  rulesIn,
  statedNumbers,
} from "./support";

const tables: [string, Rule[], string | null][] = [
  ["emerge", rulesIn(emerge), "emerge-per-job-credit-PL2020-c156-s75.txt"],
  ["wind", rulesIn(wind), "wind-energy-credit-PL2010-c57-s6.txt"],
  ["minimum wage", rulesIn(minimumWage), null],
];
const all = tables.flatMap(([table, rules, file]) => rules.map((r) => ({ table, r, file })));
const named = all.map(
  ({ table, r, file }) => [`${table} ${r.citation}: ${r.label}`, r, file] as const,
);

test("the tables hold the rules this test walks", () => {
  // 5 bases + 5 caps + the bonuses of c.(1) + c.(2), e., f. for Emerge; nine minimum wage rates.
  expect(rulesIn(emerge).length).toBeGreaterThan(40);
  expect(rulesIn(minimumWage)).toHaveLength(9);
  expect(rulesIn(wind).length).toBeGreaterThan(6);
});

describe("each rule quotes the law it implements, verbatim (or names its source)", () => {
  test.each(named)("%s", (_name, r, file) => {
    const law = lawOf(r);
    if ("quote" in law) {
      expect(file).not.toBeNull();
      expect(law.quote.length).toBeGreaterThan(0);
      const text = lawText(file!);
      for (const q of law.quote)
        expect({ found: text.includes(normalise(q)), q }).toEqual({ found: true, q });
    } else {
      expect(law.source.length).toBeGreaterThan(10);
    }
  });

  test("the check fails on a sentence the law does not have", () => {
    const text = lawText("emerge-per-job-credit-PL2020-c156-s75.txt");
    expect(
      text.includes(
        normalise(
          "(e) for an eligible business that qualifies as a small business, an increase of $500 per year;",
        ),
      ),
    ).toBe(true);
    expect(
      text.includes(
        normalise(
          "(e) for an eligible business that qualifies as a small business, an increase of $750 per year;",
        ),
      ),
    ).toBe(false);
  });
});

describe("each rule's label states no number, and its citation is its act and subsection", () => {
  test.each(named)("%s", (_name, r) => {
    // Digits of a citation in a label ("(N.J.A.C. 19:31S)") state no number.
    expect(statedNumbers(r.label)).toEqual([]);
    expect(r.citation.endsWith(` ${r.id}`)).toBe(true);
  });
});

describe("each rule's summary states its own value, and no other number", () => {
  test.each(named)("%s", (_name, r) => {
    const text = summaryText(r);
    const stated = statedNumbers(text).filter((s) => s.kind !== "date");
    expect(stated.length).toBeGreaterThan(0);
    for (const s of stated)
      expect({ s: s.text, ok: isValueOf(s, [r]) }).toEqual({ s: s.text, ok: true });
  });
});

describe("a rule's summary follows its value", () => {
  test.each(named)("%s", (_name, r) => {
    const v = changed(r);
    const text = summaryText(r, v);
    expect(text).not.toBe(summaryText(r));
    const stated = statedNumbers(text).filter((s) => s.kind === kindOf(r));
    expect(stated.some((s) => typeof s.value !== "string" && s.value.equals(v))).toBe(true);
  });
});

test("the number reader sees what a restated amount would be", () => {
  // The test above would fail for a summary typed as "Adds $500 …" beside a $750 rule.
  const r = { ...emerge.BONUS.e.amount, value: new Decimal(750) };
  const restated = statedNumbers("Adds $500 per job per year when the business qualifies.");
  expect(restated.every((s) => isValueOf(s, [r]))).toBe(false);
  expect(statedNumbers(summaryText(r)).every((s) => isValueOf(s, [r]))).toBe(true);
});

describe("each date the law fixes quotes its sentence, and its summary follows the date", () => {
  const dates = dateRulesIn(wind);
  test("the wind table's three dates", () => expect(dates).toHaveLength(3));
  test.each(dates.map((d) => [`${d.citation}: ${d.label}`, d] as const))("%s", (_name, d) => {
    const text = lawText("wind-energy-credit-PL2010-c57-s6.txt");
    const law = lawOf(d);
    if (!("quote" in law)) throw new Error(`${d.citation} quotes no sentence`);
    for (const q of law.quote) expect(text).toContain(normalise(q));
    expect(statedNumbers(d.label)).toEqual([]);
    expect(statedNumbers(summaryText(d)).map((s) => s.value)).toEqual([d.value]);
    expect(summaryText(d, "2031-02-03")).toContain(longDate("2031-02-03"));
  });
});

/** How the statute writes a value: "$1,500", "40 percent", "1,000", or a word ("five"). */
function asTheStatuteWritesIt(r: Rule): string[] {
  const grouped = (v: Decimal): string => v.toFixed().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const words: Record<string, string[]> = {
    "1": ["at least one"],
    "3": ["one-third"],
    "5": ["five"],
  };
  if (kindOf(r) === "money") return [`$${grouped(r.value)}`];
  if (kindOf(r) === "percent") return [`${r.value.times(100).toFixed()} percent`];
  return [grouped(r.value), ...(words[r.value.toFixed()] ?? [])];
}

describe("a rule's value is the number its quoted sentence states", () => {
  const quoted = named.filter(([, r]) => "quote" in lawOf(r));
  test.each(quoted)("%s", (_name, r) => {
    const law = lawOf(r);
    const sentences = "quote" in law ? law.quote.join(" ") : "";
    const forms = asTheStatuteWritesIt(r);
    expect({ forms, found: forms.some((f) => sentences.includes(f)) }).toEqual({
      forms,
      found: true,
    });
  });
});
