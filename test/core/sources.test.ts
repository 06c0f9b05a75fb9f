/**
 * Every trace step says where its rule comes from (issue 28 item 9): the statute, a regulation,
 * the authority's published terms, or our reading. A `statute` step's citation must name a
 * subsection present in the statute's text in docs/law/ (the subsection's letter starts a line of
 * it, and each paragraph after it appears in that subsection, in order): the statute is never
 * credited with what it does not contain. Walked over every golden scenario's trace, which
 * rules-coverage makes reach every step id of both calculations.
 */
import fs from "fs";
import path from "path";
import { evaluate, type TraceStepJson } from "../../src/core";
import { SOURCE_WORDS } from "../../src/core/trace";
import { loadGolden } from "../golden/load";

const LAW = path.resolve(__dirname, "../../docs/law");
const LAWS: Record<string, string> = {
  "P.L.2020, c.156, s.75": "emerge-per-job-credit-PL2020-c156-s75.txt",
  "P.L.2010, c.57, s.6": "wind-energy-credit-PL2010-c57-s6.txt",
};

/** A statute's text after its header block, split into its top-level subsections by letter. */
function subsections(file: string): Map<string, string> {
  const text = fs
    .readFileSync(path.join(LAW, file), "utf8")
    .split(/\n---\n/)
    .slice(1)
    .join("\n");
  const regions = new Map<string, string>();
  let letter: string | null = null;
  for (const line of text.split("\n")) {
    const start = /^(?:\d+\. )?([a-z])\. /.exec(line);
    if (start) letter = start[1];
    if (letter !== null) regions.set(letter, `${regions.get(letter) ?? ""}\n${line}`);
  }
  return regions;
}

/** Whether "c.(1)(c)(i)" is in the law: subsection c., then (1), (c) and (i) in order within it. */
function present(regions: Map<string, string>, subsection: string): boolean {
  const m = /^([a-z])\.((?:\([0-9a-z]+\))*)$/.exec(subsection);
  if (!m) return false;
  const region = regions.get(m[1]);
  if (region === undefined) return false;
  let at = 0;
  for (const part of m[2].match(/\([0-9a-z]+\)/g) ?? []) {
    at = region.indexOf(part, at);
    if (at < 0) return false;
    at += part.length;
  }
  return true;
}

const steps: TraceStepJson[] = [];
for (const g of loadGolden()) {
  if (g.scenario.error) continue;
  const out = evaluate(g.scenario.calc, g.scenario.inputs);
  if (!out.ok) throw new Error(`${g.file}: ${out.error.message}`);
  const r = out.result as { trace?: TraceStepJson[]; jobs?: { trace?: TraceStepJson[] }[] };
  steps.push(...(r.trace ?? []), ...(r.jobs ?? []).flatMap((j) => j.trace ?? []));
}
const byCitation = new Map(steps.map((s) => [`${s.source} ${s.citation}`, s]));

test("the checker finds what is there and refuses what is not", () => {
  const emerge = subsections(LAWS["P.L.2020, c.156, s.75"]);
  expect(present(emerge, "c.(1)(c)(v)")).toBe(true);
  expect(present(emerge, "f.(2)")).toBe(true);
  expect(present(emerge, "f.(3)")).toBe(false);
  expect(present(emerge, "h.")).toBe(false);
  const wind = subsections(LAWS["P.L.2010, c.57, s.6"]);
  expect(present(wind, "a.(2)(b)")).toBe(true);
  expect(present(wind, "f.(4)")).toBe(true);
  expect(present(wind, "f.(5)")).toBe(false);
});

test("every step has one of the four sources", () => {
  expect(steps.length).toBeGreaterThan(1000);
  for (const s of steps) expect(Object.keys(SOURCE_WORDS)).toContain(s.source);
  // Each source is met.
  expect(new Set(steps.map((s) => s.source))).toEqual(new Set(Object.keys(SOURCE_WORDS)));
});

test.each([...byCitation.values()].map((s) => [`${s.source}: ${s.citation}`, s] as const))(
  "%s",
  (_, s) => {
    switch (s.source) {
      case "statute": {
        const act = Object.keys(LAWS).find((a) => s.citation.startsWith(`${a} `));
        expect(act).toBeDefined();
        const subsection = s.citation.slice(act!.length + 1);
        expect(present(subsections(LAWS[act!]), subsection)).toBe(true);
        break;
      }
      case "regulation":
        expect(s.citation).toMatch(/^N\.J\.A\.C\. 19:31S-/);
        break;
      case "authority":
        expect(s.citation).toMatch(/^NJEDA, /);
        break;
      case "reading":
        expect(s.citation).toMatch(/^Our reading, help page "Readings": /);
        break;
    }
  },
);

test("the readings the legal review named: 110% NJEDA, proration a regulation, roundings ours", () => {
  const sourceOf = (id: string) => steps.find((s) => s.id === id)?.source;
  expect(sourceOf("a.(1) net benefit")).toBe("authority");
  expect(sourceOf("19:31S-1.9")).toBe("regulation");
  expect(sourceOf("d. rounding")).toBe("reading");
  expect(sourceOf("round")).toBe("reading");
  // The rounded-up prorated minimums are ours; the statute's own 100/150/200/300 the statute's.
  const year1 = steps.filter((s) => s.id === "f.(1) year 1");
  expect(new Set(year1.map((s) => s.source))).toEqual(new Set(["statute", "reading", "authority"]));
});
