/**
 * The schema says what applies when an input is left out (`default`, `required`: shown in the
 * CLI's --help, src/cli/args.ts); the readers (emerge/inputs.ts, wind/inputs.ts) apply it. These
 * check the two agree: giving an input its declared default changes nothing, and leaving out a
 * required input is an error naming it.
 */
import { calculations, evaluate, minimumWageFor, type CalcName } from "../../src/core";
import type { Schema } from "../../src/core/inputs";

/** Scenarios each default is tried on; an input a scenario refuses (tenant-only) is skipped. */
const BASELINES: Record<CalcName, Record<string, unknown>[]> = {
  "emerge.perJob": [{ location: "other", smallBusiness: true }, { location: "enhanced" }],
  "emerge.annual": [{ location: "enhanced", newJobs: 300 }],
  "emerge.schedule": [{ location: "distressed", newJobs: [100, 150], firstYear: 2025 }],
  "wind.schedule": [
    { capitalInvestment: "80000000", employment: [120, 160, 210, 310, 320] },
    {
      role: "tenant",
      capitalInvestment: "70000000",
      tenantLeasedShare: "0.25",
      employment: [100, 150],
      leasePayments: ["3000000", "4000000"],
    },
  ],
};

/** Defaults in words (they depend on another input), each checked by its own test below. */
const IN_WORDS = new Set(["newJobs", "opportunityZone", "minimumWage"]);

const calcs = Object.keys(BASELINES) as CalcName[];
const schemaOf = (calc: CalcName): Schema => calculations[calc].schema;

describe("the schema's defaults are what the readers apply", () => {
  test.each(calcs)("%s: an input given its default changes nothing", (calc) => {
    const schema = schemaOf(calc);
    const withDefault = Object.entries(schema).filter(
      ([name, spec]) => spec.default !== undefined && !IN_WORDS.has(name),
    );
    expect(withDefault.length).toBeGreaterThan(0);
    for (const [name, spec] of withDefault) {
      let tried = 0;
      for (const base of BASELINES[calc]) {
        if (name in base) continue;
        const given = evaluate(calc, { ...base, [name]: spec.default });
        if (!given.ok) continue;
        tried++;
        expect({ name, out: evaluate(calc, base) }).toEqual({ name, out: given });
      }
      expect({ name, tried: tried > 0 }).toEqual({ name, tried: true });
    }
  });

  test("every default in words is one of those tested here", () => {
    for (const calc of calcs)
      for (const [name, spec] of Object.entries(schemaOf(calc)))
        if (spec.default !== undefined && /\s/.test(spec.default))
          expect({ name, known: IN_WORDS.has(name) }).toEqual({ name, known: true });
  });

  test("newJobs: 0 for the per-job amount, required for a year's or a schedule's credit", () => {
    const base = { location: "other", smallBusiness: true };
    expect(evaluate("emerge.perJob", { ...base, newJobs: 0 })).toEqual(
      evaluate("emerge.perJob", base),
    );
    for (const calc of ["emerge.annual", "emerge.schedule"] as const) {
      const out = evaluate(calc, base);
      expect(out.ok ? null : out.error.input).toBe("newJobs");
    }
  });

  test("opportunityZone: true with location qoz, otherwise false", () => {
    for (const [location, value] of [
      ["qoz", true],
      ["other", false],
    ] as const) {
      const base = { location, newJobs: 10 };
      expect(evaluate("emerge.perJob", { ...base, opportunityZone: value })).toEqual(
        evaluate("emerge.perJob", base),
      );
    }
  });

  test("minimumWage: the NJ minimum wage of year", () => {
    // The wage floor is tested (lowestHourlyWage given) against the year's minimum wage.
    const base = { location: "other", newJobs: 10, year: 2025, lowestHourlyWage: "18.00" };
    const wage = minimumWageFor(2025, "year").toFixed(2);
    // The amounts are the same; only the wage floor step's reason says where the wage came from.
    const steps = (out: ReturnType<typeof evaluate<"emerge.perJob">>) =>
      out.ok ? (out.result.trace ?? []).map((s) => [s.id, s.applied, s.amount]) : out;
    const given = evaluate("emerge.perJob", { ...base, minimumWage: wage });
    const omitted = evaluate("emerge.perJob", base);
    expect(steps(given)).toEqual(steps(omitted));
    expect(evaluate("emerge.perJob", { ...base, minimumWage: wage }, { trace: false })).toEqual(
      evaluate("emerge.perJob", base, { trace: false }),
    );
  });

  test.each(calcs)("%s: leaving out a required input is an error naming it", (calc) => {
    const required = Object.entries(schemaOf(calc)).filter(([, spec]) => spec.required);
    expect(required.length).toBeGreaterThan(0);
    for (const [name] of required) {
      const base = { ...BASELINES[calc][0] };
      delete (base as Record<string, unknown>)[name];
      const out = evaluate(calc, base);
      expect(out.ok ? null : out.error.input).toBe(name);
    }
  });
});
