/**
 * A prepared scenario (core/prepared.ts) answers exactly as `evaluate` on the merged inputs:
 * results and errors alike, for good and bad varied values, for a base the core refuses, and for
 * a varied input the base gives under another spelling.
 */
import fc from "fast-check";
import { evaluate, type CalcName } from "../../src/core";
import { DIRECT_FIELDS, prepare } from "../../src/core/prepared";
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
