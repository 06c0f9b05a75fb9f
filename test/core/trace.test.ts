/**
 * Every step's kind and group (trace.ts), set by the stage that makes it, over every golden
 * scenario; and the no-op recorder: the same stages, the same results, no steps.
 */
import * as fs from "fs";
import * as path from "path";
import { evaluate, type CalcName } from "../../src/core";
import {
  computeEmergeAnnual,
  computeEmergePerJob,
  computeEmergeSchedule,
} from "../../src/core/emerge";
import { computeWindSchedule } from "../../src/core/wind";
import {
  GROUP_TITLES,
  NO_TRACE,
  STEP_GROUPS,
  STEP_KINDS,
  tracing,
  type StepGroup,
  type StepKind,
  type TraceStepJson,
} from "../../src/core/trace";
import type { Scenario } from "../golden/scenario";

const GOLDEN = path.join(__dirname, "..", "golden");

function goldenScenarios(): Array<[string, Scenario]> {
  const out: Array<[string, Scenario]> = [];
  for (const credit of ["emerge", "wind"]) {
    const dir = path.join(GOLDEN, credit);
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      out.push([`${credit}/${file}`, require(path.join(dir, file)).default as Scenario]);
    }
  }
  return out;
}

/** What each step id is, by the statute's subsection: the expectation the stages must meet. */
function expectedKind(calc: CalcName, s: TraceStepJson): StepKind {
  if (calc.startsWith("emerge")) {
    if (s.id === "round") return "rounding";
    if (s.id === "c.(2)" || s.id === "retention") return "test";
    if (s.id.startsWith("c.(1)")) return "amount";
    if (/^d\./.test(s.id) || s.id === "g.") return "limit";
    if (s.id === "e.") return "reduction";
    if (/^f\.\(\d\)$/.test(s.id)) return s.group === "jobs" ? "amount" : "reduction";
    if (/^b\./.test(s.id)) return "amount";
    if (s.id === "a.") return s.applied ? "amount" : "test";
  } else {
    if (/^d\. base$/.test(s.id)) return "amount";
    if (/^d\. rounding$/.test(s.id)) return "rounding";
    if (/^d\. (fifths|start)$/.test(s.id)) return "determination";
    if (s.id === "19:31S-1.9") return "reduction";
    if (/cap$|net benefit$|lease/.test(s.id)) return "limit";
    if (/forfeiture year \d$/.test(s.id)) return "forfeiture";
    if (/year \d$/.test(s.id)) return "test";
    if (/^(b\.|a\.\(3\)|a\.\(1\) benefit|a\.\(2\)\([ab]\)|19:31S-1\.9 jobs)$/.test(s.id))
      return "test";
  }
  throw new Error(`no expectation for ${calc} step ${s.id}`);
}

function expectedGroup(calc: CalcName, s: TraceStepJson): StepGroup | "any-emerge-job" {
  if (calc.startsWith("emerge")) {
    if (s.id === "round") return "rounding";
    if (s.id === "c.(2)") return "wage-floor";
    if (s.id.startsWith("c.(1)")) return "bonuses";
    if (/^d\./.test(s.id)) return "limit";
    if (s.id === "g.") return "annual-cap";
    if (s.id === "e.") return "salary";
    if (/^b\./.test(s.id)) return "base";
    if (s.id === "a.") return s.label.startsWith("eligibility year") ? "schedule" : "jobs";
    return "any-emerge-job"; // f.(1)/f.(2): job-type in a per-job trace, jobs in an annual one
  }
  const year = /year (\d)$/.exec(s.id);
  if (year) return `year-${year[1]}` as StepGroup;
  if (s.id === "d. base") return "credit-base";
  if (s.id === "19:31S-1.9" || s.id === "d. rounding") return "proration";
  if (/cap$|net benefit$/.test(s.id)) return "limits";
  if (s.id === "d. fifths" || s.id === "d. start" || s.id === "d. lease") return "schedule";
  return "eligibility";
}

/** Every trace in a result: its own and each job kind's. */
function traces(result: Record<string, unknown>): TraceStepJson[][] {
  const out: TraceStepJson[][] = [];
  if (Array.isArray(result.trace)) out.push(result.trace as TraceStepJson[]);
  if (Array.isArray(result.jobs))
    for (const j of result.jobs as Array<{ trace?: TraceStepJson[] }>)
      if (j.trace) out.push(j.trace);
  return out;
}

describe("every step has a kind and a group from the lists", () => {
  test("the lists: each group has a title, each kind is listed once", () => {
    expect(new Set(STEP_KINDS).size).toBe(7);
    expect(STEP_GROUPS).toHaveLength(19);
    for (const g of STEP_GROUPS) expect(GROUP_TITLES[g]).toMatch(/^[A-Z]/);
  });

  const scenarios = goldenScenarios().filter(([, s]) => !s.error);
  test.each(scenarios)("%s", (_file, scenario) => {
    const out = evaluate(scenario.calc, scenario.inputs);
    if (!out.ok) throw new Error(out.error.message);
    const all = traces(out.result);
    expect(all.length).toBeGreaterThan(0);
    for (const trace of all) {
      expect(trace.length).toBeGreaterThan(0);
      const perJob = trace.some((s) => s.id === "round");
      for (const s of trace) {
        expect({ id: s.id, kind: STEP_KINDS.includes(s.kind) }).toEqual({ id: s.id, kind: true });
        expect({ id: s.id, group: STEP_GROUPS.includes(s.group) }).toEqual({
          id: s.id,
          group: true,
        });
        expect({ id: s.id, kind: s.kind }).toEqual({
          id: s.id,
          kind: expectedKind(scenario.calc, s),
        });
        const group = expectedGroup(scenario.calc, s);
        const want = group === "any-emerge-job" ? (perJob ? "job-type" : "jobs") : group;
        expect({ id: s.id, group: s.group }).toEqual({ id: s.id, group: want });
      }
    }
  });
});

describe("the no-op recorder: the same stages, the same results, no steps", () => {
  const scenarios = goldenScenarios().filter(([, s]) => !s.error);
  /** The result with every trace removed, as JSON (Decimals compare by their digits). */
  function strip(value: unknown): unknown {
    return JSON.parse(
      JSON.stringify(value, (k, v: unknown) => (k === "trace" ? undefined : v)),
    ) as unknown;
  }
  test.each(scenarios)("%s", (_file, scenario) => {
    const run = {
      "emerge.perJob": computeEmergePerJob,
      "emerge.annual": computeEmergeAnnual,
      "emerge.schedule": computeEmergeSchedule,
      "wind.schedule": computeWindSchedule,
    }[scenario.calc] as (raw: Record<string, unknown>, rec: typeof NO_TRACE) => object;
    const traced = run(scenario.inputs, tracing());
    const untraced = run(scenario.inputs, NO_TRACE);
    expect(strip(untraced)).toEqual(strip(traced));
    expect((untraced as { trace: unknown[] }).trace).toHaveLength(0);
    expect((traced as { trace: unknown[] }).trace.length).toBeGreaterThan(0);
    expect(NO_TRACE.steps).toHaveLength(0);
  });
});

test("a per-job trace has one step per bonus and seven besides", () => {
  // b., c.(2), d., e., f.(1), f.(2), the rounding: 7, and one per bonus of c.(1).
  const r = computeEmergePerJob({
    location: "qoz",
    newJobs: 300,
    lowestHourlyWage: 20,
    year: 2024,
  });
  expect(r.trace).toHaveLength(r.bonuses.length + 7);
});
