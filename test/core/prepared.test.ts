/**
 * A prepared scenario (core/prepared.ts) answers exactly as `evaluate` on the merged inputs:
 * results and errors alike, for good and bad varied values, for a base the core refuses, and for
 * a varied input the base gives under another spelling.
 */
import fc from "fast-check";
import { evaluate, type CalcName } from "../../src/core";
import { DIRECT_FIELDS, prepare } from "../../src/core/prepared";
import { emergeSchema } from "../../src/core/emerge/inputs";
import type { FieldKind } from "../../src/core/inputs";
import { windSchema } from "../../src/core/wind/inputs";
import { EMERGE_GRID_OUTPUTS, WIND_GRID_OUTPUTS } from "../../src/functions/calls";

function merged(base: Record<string, unknown>, varied: string[], values: unknown[]) {
  const inputs: Record<string, unknown> = { ...base };
  varied.forEach((name, k) => (inputs[name] = values[k]));
  return inputs;
}

function same(calc: CalcName, base: Record<string, unknown>, varied: string[], values: unknown[]) {
  const want = evaluate(calc, merged(base, varied, values), { trace: false });
  const got = prepare(calc, base, varied).evaluate(values, { trace: false });
  expect(got).toEqual(want);
  const traced = prepare(calc, base, varied).evaluate(values);
  expect(traced).toEqual(JSON.parse(JSON.stringify(evaluate(calc, merged(base, varied, values)))));
  // A grid cell's one field, written straight from the typed result, or the same error; and a
  // field not written directly ("status", or one no result has) read from the whole JSON.
  const scenario = prepare(calc, base, varied);
  for (const field of [...DIRECT_FIELDS[calc], "status", "noSuchField"]) {
    const cell = scenario.field(values, field);
    if (want.ok) {
      expect(cell).toStrictEqual({
        ok: true,
        value: (want.result as unknown as Record<string, unknown>)[field],
      });
    } else expect(cell).toStrictEqual(want);
    const parses = values.map((v, k) => scenario.parsed(k, v));
    expect(scenario.amountOf(parses, field)).toStrictEqual(cell);
  }
}

/** Values a grid cell may hold: numbers around the thresholds, blanks, text, bad values. */
const cellValue = fc.oneof(
  fc.integer({ min: -5, max: 2_000 }),
  fc.constantFrom(0, 250, 251, 40_000, 41_999.99, 42_000, 60_000, 80_000.005, 1e21),
  fc.constantFrom("", null, "abc", "1,000", "60000", true, "owner", "tenant", "2026-01-14"),
  fc.double({ min: 0, max: 1e6, noNaN: true }),
);

describe("prepare: the same answers as evaluate", () => {
  test("every grid output field is written straight from the typed result", () => {
    // A grid output missing from DIRECT_FIELDS would still be right (read from the whole JSON),
    // only slower; a direct field that a result lacks would be wrong: both are checked.
    for (const o of [...EMERGE_GRID_OUTPUTS, ...WIND_GRID_OUTPUTS])
      expect(DIRECT_FIELDS[o.calc]).toContain(o.field);
    for (const [calc, base] of [
      ["wind.schedule", { role: "owner", capitalInvestment: 80000000, approvedJobs: 300 }],
      ["emerge.perJob", { location: "grm", newJobs: 10 }],
      ["emerge.annual", { location: "grm", newJobs: 10, retainedJobs: 2 }],
      ["emerge.schedule", { location: "grm", newJobs: [10, 12], retainedJobs: 2 }],
    ] as [CalcName, Record<string, unknown>][]) {
      const out = evaluate(calc, base, { trace: false });
      if (!out.ok) throw new Error(out.error.message);
      for (const field of DIRECT_FIELDS[calc]) expect(Object.keys(out.result)).toContain(field);
    }
  });

  test("emerge per-job and annual, salary × new jobs, random values", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CalcName>("emerge.perJob", "emerge.annual", "emerge.schedule"),
        fc.constantFrom("grm", "enhanced", "qoz", "nowhere"),
        cellValue,
        cellValue,
        (calc, location, salary, jobs) => {
          const base = { location, benchmarkMedianSalary: 60000, smallBusiness: true };
          same(calc, base, ["newJobs", "projectMedianSalary"], [jobs, salary]);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("wind, investment × approved jobs, random values", () => {
    fc.assert(
      fc.property(cellValue, cellValue, fc.constantFrom("owner", "tenant"), (inv, jobs, role) => {
        const base =
          role === "owner"
            ? { role, capitalInvestment: 80000000, employment: 120 }
            : { role, capitalInvestment: 80000000, tenantLeasedShare: 0.25, leasePayments: [1] };
        same("wind.schedule", base, ["approvedJobs", "capitalInvestment"], [jobs, inv]);
      }),
      { numRuns: 300 },
    );
  });

  test("a base the core refuses, an unknown name, a varied input spelt another way", () => {
    same("emerge.perJob", { location: "grm", newJobs: "x" }, ["newJobs", "year"], [10, 2025]);
    same("emerge.perJob", { location: "grm", newJobs: "x" }, ["minimumWage", "year"], [10, 2025]);
    same("emerge.perJob", { location: "grm", "new jobs": 5 }, ["newJobs", "year"], [10, 2025]);
    same("emerge.perJob", { location: "grm" }, ["noSuchInput", "newJobs"], [1, 2]);
    same("emerge.perJob", { location: "grm" }, ["newJobs", "newJobs"], [1, 2]);
    same("wind.schedule", { employment: "100,120" }, ["approvedJobs", "capitalInvestment"], [1, 2]);
    same("wind.schedule", { role: "owner" }, ["employment", "capitalInvestment"], ["1,2", "x"]);
  });

  test("both varied values bad: the one evaluate reads first is reported", () => {
    // projectMedianSalary is in the base, so it is read before newJobs, which is not.
    const base = { location: "grm", projectMedianSalary: 1 };
    same("emerge.perJob", base, ["newJobs", "projectMedianSalary"], ["bad", "worse"]);
    same("emerge.perJob", { location: "grm" }, ["newJobs", "projectMedianSalary"], ["bad", "x"]);
  });
});

/**
 * Random bases and random varied inputs of every kind, each varied input given a few values
 * (good and bad) that come back cell after cell, as in a grid: one prepared scenario answers a
 * whole small grid, so a remembered parse (or error) is reused across cells, and where both of a
 * cell's values are bad, the error evaluate meets first must be the one reported.
 */
describe("prepare: random grids of every calculation", () => {
  // Bases evaluate computes, for scenarios that get past the read to the stages.
  const windUsual = { role: "owner", capitalInvestment: 80_000_000, employment: 120 };
  const emergeUsual = {
    location: "grm",
    newJobs: 10,
    benchmarkMedianSalary: 60_000,
    projectMedianSalary: 70_000,
  };
  /** Bad values of every sort, and near misses: text with commas, negatives, lists, blanks. */
  const bad = fc.constantFrom(-1, "abc", "1,2", "", null, 1e21, 1.5, "x", true, [3, "x"], [], "-0");

  /** A value the kind takes (within its bounds), or a list of them where it takes one. */
  function goodFor(kind: FieldKind): fc.Arbitrary<unknown> {
    switch (kind.kind) {
      case "bool":
        return fc.constantFrom(true, false, "TRUE", "false");
      case "enum":
        return fc.constantFrom(...kind.choices.map((c) => c.value));
      case "date":
        return fc.constantFrom("2026-01-14", "2024-02-29", 45658, 45658.5);
      case "money":
      case "whole":
      case "number": {
        const one =
          kind.kind === "money"
            ? fc.oneof(
                fc.integer({ min: 1, max: 120_000_000 }),
                fc.constantFrom(60_000, 41_999.99, "1,500,000", 0, -0, "60000"),
              )
            : kind.kind === "whole"
              ? fc.integer({
                  min: kind.min ?? 0,
                  max: Math.min(kind.max ?? 400, (kind.min ?? 0) + 400),
                })
              : fc
                  .integer({
                    min: Number(kind.min ?? 0) * 100 + (kind.minExclusive ? 1 : 0),
                    max: Number(kind.max ?? 1000) * 100,
                  })
                  .map((hundredths) => hundredths / 100);
        if (!kind.list) return one;
        return fc.oneof(one, fc.array(one, { minLength: 1, maxLength: kind.list.maxLength }));
      }
    }
  }

  function valueFor(calc: CalcName, name: string, good: number): fc.Arbitrary<unknown> {
    const schema = calc === "wind.schedule" ? windSchema : emergeSchema;
    return fc.oneof(
      { arbitrary: goodFor(schema[name].kind), weight: good },
      { arbitrary: bad, weight: 1 },
    );
  }

  /** A base (some inputs usually good, others random) and two varied inputs with their values. */
  const grid = fc
    .constantFrom<CalcName>("emerge.perJob", "emerge.annual", "emerge.schedule", "wind.schedule")
    .chain((calc) => {
      const names = Object.keys(calc === "wind.schedule" ? windSchema : emergeSchema);
      const entries = fc
        .uniqueArray(fc.constantFrom(...names), { maxLength: 5 })
        .chain((picked) =>
          fc.tuple(...picked.map((n) => fc.tuple(fc.constant(n), valueFor(calc, n, 6)))),
        );
      return fc.record({
        calc: fc.constant(calc),
        usual: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, fc.constant(false)),
        extra: entries,
        varied: fc.uniqueArray(fc.constantFrom(...names), { minLength: 2, maxLength: 2 }),
      });
    })
    .chain(({ calc, usual, extra, varied }) => {
      const pool = (name: string) =>
        fc.array(valueFor(calc, name, 2), { minLength: 1, maxLength: 2 });
      return fc.record({
        calc: fc.constant(calc),
        base: fc.constant({
          ...(usual ? (calc === "wind.schedule" ? windUsual : emergeUsual) : {}),
          ...Object.fromEntries(extra),
        }),
        // A varied input named as a user may spell it: "project median salary".
        varied: fc.tuple(
          ...varied.map((name) =>
            fc.oneof(
              { arbitrary: fc.constant(name), weight: 3 },
              fc.constant(name.replace(/([A-Z])/g, " $1").toLowerCase()),
            ),
          ),
        ),
        values: fc.tuple(pool(varied[0]), pool(varied[1])),
        field: fc.constantFrom(...DIRECT_FIELDS[calc], "status"),
      });
    });

  test("field and evaluate equal evaluate on the merged inputs, cell after cell", () => {
    const outcomes = { results: 0, errors: 0 };
    fc.assert(
      fc.property(grid, ({ calc, base, varied, values, field }) => {
        const scenario = prepare(calc, base, varied);
        for (const a of values[0]) {
          for (const b of values[1]) {
            const want = evaluate(calc, merged(base, varied, [a, b]), { trace: false });
            outcomes[want.ok ? "results" : "errors"]++;
            expect(scenario.evaluate([a, b], { trace: false })).toEqual(want);
            const cell = scenario.field([a, b], field);
            if (want.ok) {
              const value = (want.result as unknown as Record<string, unknown>)[field];
              expect(cell).toStrictEqual({ ok: true, value });
            } else expect(cell).toStrictEqual(want);
            // As a grid asks: each value parsed once, the cell from the parses.
            const parses = [scenario.parsed(0, a), scenario.parsed(1, b)];
            expect(scenario.amountOf(parses, field)).toStrictEqual(cell);
          }
        }
      }),
      { numRuns: 20_000 },
    );
    // Both kinds of cell are met, each many times: results compared field by field, errors whole.
    expect(outcomes.results).toBeGreaterThan(5_000);
    expect(outcomes.errors).toBeGreaterThan(5_000);
    // 20,000 small grids take about 20 s alone; the full suite shares two cores.
  }, 180_000);
});

describe("prepare: a wind grid varying an input of eligibility's other tests", () => {
  // Here the grid varies one of eligibility's other tests, its values passing and failing the test, down the grid,
  // with the investment across: each cell must have its own test's answer, as evaluate gives it.
  const base = { role: "owner", employment: 300, approvedJobs: 300 };
  /** Each input, a value that passes its test and one that fails it (in both orders). */
  const flips: [string, unknown, unknown][] = [
    // s.6 b.: by 2025-07-01, by 2028-07-01 (the day included).
    ["applicationDate", "2025-07-01", "2025-07-02"],
    ["documentationDate", "2028-07-01", "2028-07-02"],
    // s.6 a.(3)
    ["beipGrant", false, true],
    ["brraaAssistance", false, true],
    // s.6 a.(1): no net positive benefit, or a net benefit of 0, is not eligible.
    ["netPositiveBenefit", true, false],
    ["netBenefit", 100_000_000, 0],
  ];
  test.each(flips)("%s, passing and failing, cell after cell", (name, pass, fail) => {
    for (const down of [
      [pass, fail, pass],
      [fail, pass, fail],
    ]) {
      const scenario = prepare("wind.schedule", base, ["capitalInvestment", name]);
      const across = [60_000_000, 80_000_000];
      const answered: unknown[] = [];
      for (const b of down) {
        for (const a of across) {
          const want = evaluate(
            "wind.schedule",
            merged(base, ["capitalInvestment", name], [a, b]),
            {
              trace: false,
            },
          );
          if (!want.ok) throw new Error(`${name} ${String(b)}: ${JSON.stringify(want)}`);
          const total = want.result.totalCredit;
          const parses = [scenario.parsed(0, a), scenario.parsed(1, b)];
          expect(scenario.amountOf(parses, "totalCredit")).toStrictEqual({
            ok: true,
            value: total,
          });
          answered.push(Number(total));
        }
      }
      // Eligible cells and ineligible ones (the test failing) both met.
      expect(answered).toContain(0);
      expect(answered.some((t) => t !== 0)).toBe(true);
    }
  });
});
