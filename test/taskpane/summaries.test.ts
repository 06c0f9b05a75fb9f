/**
 * The pane's plain-language summaries: every number they state is a value of the rules they are
 * rendered from (so "$500" typed beside a $750 rule fails here), a changed rule changes its
 * summary, and every trace step the core produces finds the summary of its own subsection.
 */
import * as fs from "fs";
import * as path from "path";
import { evaluate } from "../../src/core";
import { EMERGE_SUMMARIES } from "../../src/core/rules/emergeSummaries";
import { renderSummary, summaryOf, type SubsectionSummary } from "../../src/core/rules/law";
import type { Rule } from "../../src/core/rules/types";
import { WIND_SUMMARIES } from "../../src/core/rules/windSummaries";
import {
  EMERGE_ACT,
  RULES_ACT,
  WIND_ACT,
  splitCitation,
  summaryFor,
} from "../../src/taskpane/summaries";
import type { Scenario } from "../golden/scenario";
import { changed, isValueOf, kindOf, statedNumbers } from "../core/rules/support";

/** The rendered summaries, by act and subsection: the pane shows exactly their text. */
const RENDERED: Record<string, Readonly<Record<string, SubsectionSummary>>> = {
  [EMERGE_ACT]: EMERGE_SUMMARIES,
  ...WIND_SUMMARIES,
};

const rendered = Object.entries(RENDERED).flatMap(([act, table]) =>
  Object.entries(table).map(([subsection, s]) => [act, subsection, s] as const),
);

/** The summary the pane shows for a subsection, only when it is that subsection's own. */
function ownSummary(act: string, subsection: string) {
  const s = summaryFor(`${act} ${subsection}`);
  return s && s.subsection === subsection ? { title: s.title, text: s.text } : null;
}

/**
 * Every summary the pane holds, found through summaryFor: each subsection the two statutes
 * number (a. to g., paragraphs (1) to (5), subparagraphs (a) to (r)) and each rendered one,
 * kept where the summary is that subsection's own (not an enclosing one's).
 */
const every = (() => {
  const letters = [..."abcdefg"].map((l) => `${l}.`);
  const paragraphs = ["", "(1)", "(2)", "(3)", "(4)", "(5)"];
  const subparagraphs = ["", ...[..."abcdefghijklmnopqr"].map((l) => `(${l})`)];
  const numbered = letters.flatMap((l) =>
    paragraphs.flatMap((p) => subparagraphs.filter((s) => p || !s).map((s) => `${l}${p}${s}`)),
  );
  const out = new Map<string, readonly [string, string, { title: string; text: string }]>();
  for (const act of [EMERGE_ACT, WIND_ACT, RULES_ACT]) {
    for (const subsection of [...numbered, ...Object.keys(RENDERED[act] ?? {})]) {
      const s = ownSummary(act, subsection);
      if (s) out.set(`${act} ${subsection}`, [act, subsection, s] as const);
    }
  }
  return [...out.values()];
})();

describe("a summary that states a number is rendered from its rules, and the pane shows it", () => {
  test.each(rendered)("%s %s", (act, subsection, s) => {
    expect(ownSummary(act, subsection)).toEqual({ title: s.title, text: renderSummary(s) });
  });

  test("the pane's summaries are found: every rendered one and the text-only ones", () => {
    const found = new Set(every.map(([act, subsection]) => `${act} ${subsection}`));
    for (const [act, subsection] of rendered) expect(found).toContain(`${act} ${subsection}`);
    // Text-only (no number): s.75 a., c.(1)(g), g.; s.6 a.(3), e.
    for (const own of ["a.", "c.(1)(g)", "g."]) expect(found).toContain(`${EMERGE_ACT} ${own}`);
    for (const own of ["a.(3)", "e."]) expect(found).toContain(`${WIND_ACT} ${own}`);
  });
});

describe("every amount, percentage, count and date a summary states is a value of its rules", () => {
  test.each(every)("%s %s", (act, subsection, s) => {
    const source = RENDERED[act]?.[subsection];
    const rules: Rule[] = source ? Object.values(source.rules) : [];
    const dates: string[] = source?.dates ? Object.values(source.dates).map((d) => d.value) : [];
    for (const stated of statedNumbers(`${s.title}. ${s.text}`)) {
      const ok =
        stated.kind === "date" ? dates.includes(stated.value as string) : isValueOf(stated, rules);
      expect({ stated: stated.text, ok }).toEqual({ stated: stated.text, ok: true });
    }
  });

  test("a restated amount fails it", () => {
    // Bonus (e) at $750 with its summary typed by hand as "$500": the check above rejects it.
    const e = { ...EMERGE_SUMMARIES["c.(1)(e)"].rules.amount };
    const handTyped = summaryOf(
      "Small business",
      { amount: e },
      () => "Adds $500 per job per year.",
    );
    const at750 = { ...handTyped, rules: { amount: { ...e, value: e.value.plus(250) } } };
    const stated = statedNumbers(renderSummary(at750));
    expect(stated.map((n) => isValueOf(n, Object.values(at750.rules)))).toEqual([false]);
  });
});

describe("changing a rule's value changes the summary that states it", () => {
  const cases = rendered.flatMap(([act, subsection, s]) =>
    Object.keys(s.rules).map((name) => [act, subsection, name, s] as const),
  );
  test.each(cases)("%s %s, rule %s", (_act, _subsection, name, s) => {
    const r = s.rules[name];
    const v = changed(r);
    const text = s.text({ ...s.rules, [name]: { ...r, value: v } }, s.dates);
    expect(text).not.toBe(renderSummary(s));
    const stated = statedNumbers(text).filter((n) => n.kind === kindOf(r));
    expect(stated.some((n) => typeof n.value !== "string" && n.value.equals(v))).toBe(true);
  });
});

interface Step {
  id: string;
  citation: string;
  source: string;
}

/** Every trace step anywhere in a result (per-job traces, years of a schedule). */
function stepsOf(x: unknown, out: Step[] = []): Step[] {
  if (Array.isArray(x)) for (const v of x) stepsOf(v, out);
  else if (typeof x === "object" && x !== null) {
    for (const [k, v] of Object.entries(x)) {
      if (k === "trace" && Array.isArray(v)) out.push(...(v as Step[]));
      else stepsOf(v, out);
    }
  }
  return out;
}

/** Every golden scenario with a result: together they reach every step the core can take. */
function goldenResults(): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const credit of ["emerge", "wind"]) {
    const dir = path.join(__dirname, "../golden", credit);
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".ts"))
      .sort()) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const scenario: Scenario = require(path.join(dir, file)).default;
      if (scenario.error) continue;
      const res = evaluate(scenario.calc, scenario.inputs);
      if (res.ok) out.push([`${credit}/${file}`, res.result]);
    }
  }
  return out;
}

describe("every trace step the core produces has the summary of its own subsection", () => {
  const results = goldenResults();
  const citations = new Map<string, string>(); // citation → first scenario showing it
  for (const [name, result] of results) {
    for (const s of stepsOf(result)) {
      // Our readings and NJEDA's terms are cited to the help page and the authority, not a subsection.
      if (s.source === "reading" || s.source === "authority") continue;
      if (!citations.has(s.citation)) citations.set(s.citation, name);
    }
  }

  test("the golden scenarios reach steps of both credits and the authority's rules", () => {
    expect(results.length).toBeGreaterThan(200);
    const acts = new Set([...citations.keys()].map((c) => splitCitation(c)?.act));
    expect(acts).toEqual(new Set([EMERGE_ACT, WIND_ACT, RULES_ACT]));
  });

  test.each([...citations])("%s (first in %s)", (citation) => {
    const parts = splitCitation(citation);
    expect(parts).not.toBeNull();
    const summary = summaryFor(citation);
    // The step's own subsection, not an enclosing one: no step falls back silently.
    expect({ citation, subsection: summary?.subsection }).toEqual({
      citation,
      subsection: parts!.subsection,
    });
  });
});

test("an unknown paragraph falls back to the enclosing subsection; another act has none", () => {
  expect(summaryFor("P.L.2020, c.156, s.75 c.(1)(c)(ii)")?.subsection).toBe("c.(1)(c)");
  expect(summaryFor("P.L.2010, c.57, s.6 f.(9)")?.subsection).toBe("f.");
  expect(summaryFor("N.J.S.A. 34:11-56a4")).toBeNull();
});

describe("summaries are short and titled", () => {
  test.each(every)("%s %s", (_act, _subsection, s) => {
    expect(s.title.length).toBeGreaterThan(3);
    expect(s.text.length).toBeLessThan(800);
  });
});
