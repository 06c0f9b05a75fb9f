import { evaluate } from "../../src/core";
import {
  EMERGE_ACT,
  RULES_ACT,
  SUMMARIES,
  WIND_ACT,
  splitCitation,
  summaryFor,
} from "../../src/taskpane/summaries";

interface Step {
  id: string;
  citation: string;
}

/** Every trace step of a result, including the per-job traces inside an annual result. */
function stepsOf(result: Record<string, unknown>): Step[] {
  const out: Step[] = [...((result.trace as Step[]) ?? [])];
  for (const j of (result.jobs as { trace: Step[] }[] | undefined) ?? []) out.push(...j.trace);
  return out;
}

const scenarios: [string, Record<string, unknown>][] = [
  [
    "emerge.perJob",
    { location: "grm", megaProject: true, smallBusiness: true, newJobs: 1200, laborHarmony: true },
  ],
  [
    "emerge.perJob",
    {
      location: "qoz",
      jobType: "retained",
      projectMedianSalary: 40000,
      benchmarkMedianSalary: 65000,
    },
  ],
  ["emerge.perJob", { location: "other", lowestHourlyWage: 10, year: 2025 }],
  ["emerge.annual", { location: "enhanced", newJobs: 20, retainedJobs: 5, annualCap: 10000 }],
  ["emerge.schedule", { location: "corridor", newJobs: [10, 20, 30], firstYear: 2025 }],
  [
    "wind.schedule",
    { role: "owner", capitalInvestment: 80000000, employment: [120, 160], approvedJobs: 180 },
  ],
  [
    "wind.schedule",
    {
      role: "tenant",
      capitalInvestment: 60000000,
      tenantCapitalInvestment: 5000000,
      tenantLeasedShare: 0.5,
      employment: [100, 150, 200, 300, 300],
      leasePayments: [1000000, 1000000, 1000000, 1000000, 1000000],
      firstYear: 2024,
      documentationApprovalDate: "2027-06-30",
    },
  ],
  ["wind.schedule", { role: "owner", capitalInvestment: 10000000, beipGrant: true }],
];

describe("every cited subsection has our plain-language summary", () => {
  test.each(scenarios)("%s %j", (calc, inputs) => {
    const out = evaluate(calc, inputs);
    if (!out.ok) throw new Error(out.error.message);
    const steps = stepsOf(out.result).filter((s) => s.id !== "round"); // rounding is ours, not a subsection
    expect(steps.length).toBeGreaterThan(0);
    for (const s of steps) {
      const parts = splitCitation(s.citation);
      expect(parts).not.toBeNull();
      const summary = summaryFor(s.citation);
      // The step's own subsection, not an enclosing one.
      expect({ citation: s.citation, subsection: summary?.subsection }).toEqual({
        citation: s.citation,
        subsection: parts!.subsection,
      });
    }
  });
});

describe("the summaries the brief lists exist and are short", () => {
  const emerge = [
    "a.",
    "b.(1)",
    "b.(2)",
    "b.(3)",
    "b.(4)",
    "b.(5)",
    ..."abcdefghijklmnopqr".split("").map((l) => `c.(1)(${l})`),
    "c.(2)",
    "c.(3)",
    "d.(1)",
    "d.(2)",
    "d.(3)",
    "d.(4)",
    "d.(5)",
    "e.",
    "f.(1)",
    "f.(2)",
    "g.",
  ];
  const wind = [
    "a.(1)",
    "a.(2)(a)",
    "a.(2)(b)",
    "a.(2)(c)",
    "a.(3)",
    "a.(4)",
    "b.",
    "c.",
    "d.",
    "f.",
  ];
  test.each([
    ...emerge.map((s) => [EMERGE_ACT, s]),
    ...wind.map((s) => [WIND_ACT, s]),
    [RULES_ACT, "19:31S-1.9"],
  ])("%s %s", (act, subsection) => {
    const s = SUMMARIES[act][subsection];
    expect(s).toBeDefined();
    expect(s.title.length).toBeGreaterThan(3);
    expect(s.text.length).toBeLessThan(800);
  });

  test("an unknown paragraph falls back to the enclosing subsection; another act has none", () => {
    expect(summaryFor("P.L.2020, c.156, s.75 c.(1)(c)(ii)")?.subsection).toBe("c.(1)(c)");
    expect(summaryFor("P.L.2010, c.57, s.6 f.(9)")?.subsection).toBe("f.");
    expect(summaryFor("N.J.S.A. 34:11-56a4")).toBeNull();
  });

  test("amounts in the summaries match the statute's", () => {
    // Spot checks against the statute text: base amounts, bonus (r), wind minimums and deadlines.
    expect(SUMMARIES[EMERGE_ACT]["b.(2)"].text).toMatch(/\$3,500/);
    expect(SUMMARIES[EMERGE_ACT]["c.(1)(r)"].text).toMatch(/\$2,000.*one-third|one-third.*\$2,000/);
    expect(SUMMARIES[EMERGE_ACT]["c.(2)"].text).toMatch(/\$15 an hour or 120%/);
    expect(SUMMARIES[WIND_ACT]["b."].text).toMatch(/July 1, 2025.*July 1, 2028/);
    expect(SUMMARIES[WIND_ACT]["a.(2)(b)"].text).toMatch(/\$17,500,000/);
  });
});
