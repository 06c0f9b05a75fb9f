/**
 * The first screen's deciding sentence and chart model, and the step kinds: the bars' values are
 * the core's result fields as `evaluate` gives them (not re-derived here), and every step id the
 * golden scenarios produce has a kind and a group.
 */
import * as fs from "fs";
import * as path from "path";
import { evaluate } from "../../src/core";
import type { Scenario } from "../golden/scenario";
import { storyFor, type ChartModel } from "../../src/taskpane/story";
import { GROUP_TITLES, STEP_KINDS, type TraceStepJson } from "../../src/core/trace";
import { groupTrace } from "../../src/taskpane/grouping";
import { TIERS } from "../../src/core/rules/emerge";
import type { Law } from "../../src/core/rules/law/annotation";
import { lawOf } from "../../src/core/rules/law/lookup";
import { statuteFor } from "../../src/taskpane/statute";
import { explanationText } from "../../src/taskpane/plainText";
import { outputLabel, yearsTable } from "../../src/taskpane/facts";
import { WIND_YEAR_TABLE, gridOutputColumn } from "../../src/core/columns";

const result = (calc: Parameters<typeof evaluate>[0], inputs: Record<string, unknown>) => {
  const r = evaluate(calc, inputs);
  if (!r.ok) throw new Error(r.error.message);
  return r.result;
};
const waterfall = (m: ChartModel | null | undefined) => {
  if (!m || m.type !== "waterfall") throw new Error("not a waterfall");
  return m;
};

const SAMPLE = {
  location: "enhanced",
  jobType: "new",
  smallBusiness: true,
  targetedIndustry: true,
  training: "program",
  projectMedianSalary: 58000,
  benchmarkMedianSalary: 62000,
  newJobs: 300,
};

describe("the deciding sentence", () => {
  test("a reduced cell names the median-salary reduction", () => {
    const r = result("emerge.perJob", SAMPLE);
    const story = storyFor("emerge.perJob", r, SAMPLE)!;
    // evaluate: gross 5,500.00 under the 6,000.00 limit; e. takes 354.84 → 5,145.16.
    expect(story.sentence).toBe(
      "$5,145.16 per new job: gross $5,500.00 is under the $6,000.00 limit; a 6.45% median-salary reduction (s.75 e.) takes $354.84.",
    );
    expect(story.deciding).toEqual(["e."]);
  });

  test("a limited cell names the binding limit with the labor-harmony allowance", () => {
    const inputs = {
      location: "distressed",
      jobType: "new",
      laborHarmony: true,
      mriDistressScore: 62,
      newJobs: 420,
    };
    const r = result("emerge.perJob", inputs);
    const story = storyFor("emerge.perJob", r, inputs)!;
    expect(story.sentence).toMatch(
      new RegExp(
        `the \\$${Number(r.cap).toLocaleString("en-US")}\\.00 limit \\(with the labor-harmony allowance\\) binds \\(s\\.75 d\\.\\(3\\)\\)`,
      ),
    );
    expect(story.deciding).toEqual(["d.(3)"]);
  });

  test("a $0 cell says why: the 30% cliff", () => {
    const inputs = {
      location: "enhanced",
      jobType: "new",
      projectMedianSalary: 40000,
      benchmarkMedianSalary: 62000,
    };
    const r = result("emerge.perJob", inputs);
    expect(storyFor("emerge.perJob", r, inputs)!.sentence).toBe(
      "$0.00 per new job: no credit: salary 35.5% below the benchmark, the 30% cliff (s.75 e.).",
    );
  });

  test("a wind tenant names the lease payments, the year not met and the pending years", () => {
    const inputs = {
      role: "tenant",
      capitalInvestment: 60000000,
      employment: [110, 150, 140],
      tenantCapitalInvestment: 4000000,
      tenantLeasedShare: 0.35,
      approvedJobs: 300,
      firstYear: 2026,
      leasePayments: [2000000, 2500000, 2500000, 2500000, 2500000],
    };
    const r = result("wind.schedule", inputs);
    const story = storyFor("wind.schedule", r, inputs)!;
    expect(story.sentence).toMatch(
      /^\$4,500,000\.00 allowed of the \$25,000,000\.00 credit: the lease payments limit years 1–2/,
    );
    expect(story.sentence).toMatch(/year 3 not met/);
    expect(story.sentence).toMatch(/years 4–5 pending \(\$10,000,000\.00\)/);
    const chart = story.chart!;
    if (chart.type !== "years") throw new Error("not the years chart");
    const total = Object.fromEntries(chart.total.segments.map((s) => [s.role, s.value]));
    expect(total.allowed).toBe(r.allowedTotal);
    expect(total.pending).toBe(r.pendingTotal);
    expect(total.notMet).toBe(r.notMetTotal);
    expect(total.leaseCap).toBe(r.leaseCapReduction);
    expect(chart.total.value).toBe(Number(r.totalCredit).toFixed(2));
    expect(chart.years.map((y) => y.segments[0].value)).toEqual(
      (r.years as { allowed: string }[]).map((y) => y.allowed),
    );
  });

  test("a wind credit period that starts late, and years at risk of forfeiture, are said", () => {
    // 80,000,000, fifth 16,000,000. Period 1: 99 < 100, not begun; period 2 (2026): 100, year 1;
    // period 3 (2027): 150, year 2; years 3-5 pending. No documentationApprovalDate: every year
    // not ineligible or not met whose period ends after 2026-01-13 is at risk (s.6 d.).
    const inputs = { capitalInvestment: 80000000, employment: [99, 100, 150], firstYear: 2025 };
    const r = result("wind.schedule", inputs);
    const story = storyFor("wind.schedule", r, inputs)!;
    expect(story.sentence).toMatch(/^\$32,000,000\.00 allowed of the \$80,000,000\.00 credit/);
    expect(story.sentence).toContain(
      "The credit period begins in period 2, the first to meet the first year's minimum; period 1 is not begun (s.6 d.).",
    );
    expect(story.sentence).toContain(
      "The documentation is not yet approved: years 1–5 are forfeited if it is still unapproved when their periods end (s.6 d.).",
    );
    const chart = story.chart!;
    if (chart.type !== "years") throw new Error("not the years chart");
    expect(chart.years[0].label).toBe("Year 1, period 2 (2026)");
  });
});

describe("the chart model", () => {
  test("the per-job waterfall's bars are the core's base, gross, result and limit", () => {
    const r = result("emerge.perJob", SAMPLE);
    const chart = waterfall(storyFor("emerge.perJob", r, SAMPLE)!.chart);
    expect(chart.bars[0]).toMatchObject({ role: "start", to: r.base });
    expect(chart.bars.find((b) => b.label.startsWith("Gross"))?.to).toBe(r.gross);
    expect(chart.bars[chart.bars.length - 1]).toMatchObject({ role: "total", to: r.perJobCredit });
    expect(chart.line?.at).toBe(r.cap);
    const trace = r.trace as { id: string; amount: string | null; applied: boolean }[];
    const e = trace.find((s) => s.id === "e.")!;
    expect(chart.bars.find((b) => b.label.startsWith("e."))?.value).toBe(e.amount);
  });

  test("the annual waterfall ends at the core's annual credit, after its before-cap total", () => {
    const inputs = {
      location: "enhanced",
      newJobs: 300,
      retainedJobs: 100,
      smallBusiness: true,
      annualCap: 1000000,
    };
    const r = result("emerge.annual", inputs);
    const story = storyFor("emerge.annual", r, inputs)!;
    const chart = waterfall(story.chart);
    expect(chart.bars.find((b) => b.label === "Before the annual cap")?.to).toBe(r.beforeCap);
    expect(chart.bars[chart.bars.length - 1].to).toBe(r.annualCredit);
    expect(story.sentence).toMatch(/the board's annual cap of \$1,000,000\.00 binds \(s\.75 g\.\)/);
  });
});

describe("step kinds", () => {
  const root = path.join(__dirname, "../golden");
  // Every step of every golden scenario, once per (citation, id, kind, group).
  const steps = new Map<string, TraceStepJson>();
  for (const credit of fs
    .readdirSync(root)
    .filter((d) => fs.statSync(path.join(root, d)).isDirectory())) {
    for (const file of fs.readdirSync(path.join(root, credit))) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = require(path.join(root, credit, file)) as { default?: Scenario };
      const s = mod.default;
      if (!s) continue;
      const out = evaluate(s.calc, s.inputs);
      if (!out.ok) continue;
      const walk = (v: unknown): void => {
        if (Array.isArray(v)) v.forEach(walk);
        else if (v && typeof v === "object") {
          const o = v as Record<string, unknown>;
          if (Array.isArray(o.trace)) {
            for (const st of JSON.parse(JSON.stringify(o.trace)) as TraceStepJson[])
              steps.set(`${st.citation} | ${st.id} | ${st.kind} | ${st.group}`, st);
          }
          Object.values(o).forEach(walk);
        }
      };
      walk(out.result);
    }
  }

  test("the golden scenarios produce steps (the list below is not empty)", () => {
    expect(steps.size).toBeGreaterThan(50);
  });

  test.each([...steps.keys()])("%s: the core's kind and group, worded and titled", (key) => {
    const st = steps.get(key)!;
    expect(STEP_KINDS).toContain(st.kind);
    expect(Object.keys(GROUP_TITLES)).toContain(st.group);
    const [section] = groupTrace([st]);
    expect(section.title).toBe(GROUP_TITLES[st.group]);
    expect(section.steps[0].kind).toBe(st.kind);
    expect(section.steps[0].status).not.toBe("");
  });

  test("outcomes in their kind's words: a met test says met, a limit binds, no applied $0.00", () => {
    const r = result("emerge.perJob", SAMPLE);
    const steps = groupTrace(r.trace as never).flatMap((s) => s.steps);
    const by = (id: string) => steps.find((s) => s.id === id)!;
    expect(by("d.(2)")).toMatchObject({ status: "does not bind", amount: null });
    expect(by("c.(2)")).toMatchObject({ status: "met" });
    expect(by("e.")).toMatchObject({ status: "reduces", amount: "−$354.84" });
    expect(by("f.(1)")).toMatchObject({ status: "applies", amount: null });
    expect(steps.some((s) => s.amount === "$0.00" || s.amount === "+$0.00")).toBe(false);
  });
});

describe("the statute's words", () => {
  const quoted = (law: Law) => ("quote" in law ? law.quote : []);
  test("a subsection's sentence is its rule's quote, verbatim from docs/law", () => {
    const s = statuteFor("P.L.2020, c.156, s.75 d.(2)")!;
    expect(s.citation).toBe("P.L.2020, c.156, s.75 d.(2)");
    expect(s.sentences).toEqual(quoted(lawOf(TIERS[2].cap)));
    expect(s.sentences[0]).toMatch(
      /^\(2\) for a qualified business facility located within an enhanced area/,
    );
    const text = fs.readFileSync(
      path.join(__dirname, "../../docs/law/emerge-per-job-credit-PL2020-c156-s75.txt"),
      "utf8",
    );
    expect(text).toContain(s.sentences[0]);
    expect(statuteFor("P.L.2020, c.156, s.75 c.(1)(i)")!.sentences[0]).toMatch(/incubator/);
    expect(statuteFor("P.L.2010, c.57, s.6 f.(3)")!.sentences[0]).toMatch(
      /200 new, full-time employees/,
    );
  });

  test("a subsection with several rules: their sentences once each, a list's lead-in first", () => {
    const s = statuteFor("P.L.2020, c.156, s.75 c.(1)(c)")!;
    expect(s.sentences.map((x) => x.slice(0, 4))).toEqual([
      "(c) ",
      "(i) ",
      "(ii)",
      "(iii",
      "(iv)",
      "(v) ",
    ]);
    expect(s.sentences[0]).toMatch(/following schedule:$/);
    // b.'s two deadlines are one sentence, shown once.
    expect(statuteFor("P.L.2010, c.57, s.6 b.")!.sentences).toHaveLength(1);
  });

  test("a subsection no rule quotes, or the authority's rules, have none (not a guess)", () => {
    expect(statuteFor("P.L.2020, c.156, s.75 g.")).toBeNull();
    expect(statuteFor("P.L.2010, c.57, s.6 a.(3)")).toBeNull();
    expect(statuteFor("N.J.A.C. 19:31S-1.9")).toBeNull();
    // "b.(1)" is not inside "b.(10)"-like neighbours: only b.(1)'s own rule.
    expect(statuteFor("P.L.2020, c.156, s.75 b.(1)")!.sentences).toEqual(
      quoted(lawOf(TIERS[1].base)),
    );
  });
});

test("copied text: the sentence, the steps, and the steps tab-separated", () => {
  const r = result("emerge.perJob", SAMPLE);
  const e = {
    kind: "explained" as const,
    cell: { sheet: "S", row: 0, col: 0, formula: "=X()", value: 5145.16, spillParent: null },
    address: "S!A1",
    formula: "=X()",
    spillParentAddress: null,
    calls: [
      {
        functionId: "NJCREDIT.PERJOB",
        text: "X()",
        status: "ok" as const,
        message: null,
        errorInput: null,
        facts: [{ label: "Per-job annual credit", value: "$5,145.16" }],
        arguments: [],
        inputs: [],
        parts: [{ title: null, sections: groupTrace(r.trace as never), tables: [] }],
        notes: [],
        calc: "emerge.perJob" as const,
        result: r,
        story: storyFor("emerge.perJob", r, SAMPLE),
      },
    ],
  };
  const text = explanationText(e);
  expect(text).toContain("What decided it: $5,145.16 per new job:");
  expect(text).toContain("Step\tCitation\tSource\tOutcome\tAmount\tReason");
  expect(text).toContain(
    "reduction for a median salary below the county (or government-restricted municipality) median\tP.L.2020, c.156, s.75 e.\tStatute\treduces\t−$354.84\t",
  );
  expect(text).toMatch(/Written by the njcredit add-in \d+\.\d+\.\d+; law as of \d{4}-\d\d-\d\d$/);
});

describe("the years tables are the core's descriptors", () => {
  test("wind with calendar years: Tax year and Period ends shown, a missing count as the column's absent text", () => {
    // $80,000,000 × 100% (300 approved jobs) = 80,000,000.00; each fifth 16,000,000.00.
    // firstYear 2025, periods end December 31; approval 2027-03-01 after 2026-12-31, which is
    // after 2026-01-13: year 2 forfeited. Year 5's employment not given: pending, shown "–".
    const r = result("wind.schedule", {
      capitalInvestment: 80000000,
      employment: [120, 160, 210, 310],
      firstYear: 2025,
      documentationApprovalDate: "2027-03-01",
    });
    const table = yearsTable("wind.schedule", r as Record<string, unknown>)!;
    expect(table.caption).toBe(WIND_YEAR_TABLE.caption);
    expect(table.columns).toEqual([
      "Year",
      "Tax year",
      "Period ends",
      "Required jobs",
      "Employment",
      "Scheduled",
      "Allowed",
      "Status",
    ]);
    // A date is not a number (left-aligned); a year is (never grouped: 2025, not 2,025).
    expect(table.numeric).toEqual([true, true, false, true, true, true, true, false]);
    expect(table.rows[0]).toEqual([
      "1",
      "2025",
      "2025-12-31",
      "100",
      "120",
      "$16,000,000.00",
      "$16,000,000.00",
      "earned",
    ]);
    expect(table.rows[1].slice(6)).toEqual(["$0.00", "forfeited"]);
    expect(table.rows[4]).toEqual([
      "5",
      "2029",
      "2029-12-31",
      "300",
      "–",
      "$16,000,000.00",
      "$0.00",
      "pending",
    ]);
  });

  test("Emerge with an annual cap: its column shown; without one it is left out", () => {
    // distressed, 10 new jobs each year: 10 × 3,000.00 = 30,000.00 a year; cap 25,000 → 25,000.00
    const r = result("emerge.schedule", {
      location: "distressed",
      newJobs: [10, 10],
      annualCap: 25000,
    });
    const table = yearsTable("emerge.schedule", r as Record<string, unknown>)!;
    expect(table.columns).toContain("Annual cap");
    expect(table.columns).not.toContain("Calendar year");
    const at = (h: string) => table.columns.indexOf(h);
    expect(table.rows[0][at("Before cap")]).toBe("$30,000.00");
    expect(table.rows[0][at("Annual cap")]).toBe("$25,000.00");
    expect(table.rows[0][at("Credit")]).toBe("$25,000.00");
  });

  test("a GRID output is labelled by the core's column header", () => {
    expect(outputLabel("emerge.annual", "beforeCap")).toBe(
      gridOutputColumn("emerge.annual", "beforeCap")!.header,
    );
    expect(outputLabel("wind.schedule", "leaseCapReduction")).toBe("Lease-cap reduction");
    // Not an amount: no GRID output, no label.
    expect(outputLabel("emerge.perJob", "status")).toBeUndefined();
  });
});
