/**
 * Emerge per-job credit invariants (s.75), checked through `evaluate("emerge.perJob", …)` — the
 * machine interface's path — on generated valid inputs biased to the statute's thresholds
 * (MRI 50/51, the 40% and 35% increments and one unit short, the job bands, 10 miles, the 30%
 * salary cliff, one-third of the board, the wage floor). The exact amounts are in the golden
 * scenarios; here: never negative, never above the tier cap (+1,000 with bonus (j)), retained is
 * half of new to the cent, adding a bonus input never lowers the credit, the trace adds up, and
 * every bad value is refused with the name of the input.
 */
import fc from "fast-check";
import { computeEmergePerJob, evaluate } from "../../../src/core";
import { NO_TRACE } from "../../../src/core/trace";
import { Decimal } from "../../../src/core/decimal";

type Inputs = Record<string, unknown>;
interface Step {
  id: string;
  applied: boolean;
  amount: string | null;
}
interface PerJob {
  perJobCredit: string;
  status: string;
  trace: Step[];
}

const LOCATIONS = ["grm", "enhanced", "distressed", "qoz", "corridor", "other"] as const;
/** s.75 d.(1)-(5): the per-job cap of each location; a mega project takes d.(1). */
const CAP: Record<string, number> = {
  grm: 8000,
  enhanced: 6000,
  distressed: 5000,
  qoz: 4000,
  corridor: 4000,
  other: 3000,
};

/** The generated value, or nothing (the input is not given). */
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });
const bool = fc.boolean();

/** (b): the investment sits at a whole number k of 40% increments over M, exactly or a unit off. */
const capital = fc
  .record({
    minimum: fc.constantFrom("1000000", "2500000", "333333.33", "1", "750000.01"),
    k: fc.integer({ min: 0, max: 14 }),
    delta: fc.constantFrom("0", "-1", "1", "-0.01", "0.01"),
  })
  .map(({ minimum, k, delta }) => {
    const m = new Decimal(minimum);
    const i = Decimal.max(0, m.plus(m.times("0.4").times(k)).plus(delta));
    return { industrialCapitalInvestment: i.toFixed(), minimumCapitalInvestment: minimum };
  });

/** (f) and e.: the project's median salary as a ratio of the benchmark, around 70%, 100% and k x 35%. */
const salaries = fc
  .record({
    benchmark: fc.constantFrom("50000", "100000", "70000", "30000", "61234.57"),
    ratio: fc.constantFrom(
      "0.5",
      "0.69999",
      "0.7",
      "0.70001",
      "0.7001",
      "0.75",
      "0.99",
      "1",
      "1.35",
      "1.34999",
      "1.7",
      "2.4",
      "2.75",
      "3.1",
    ),
  })
  .map(({ benchmark, ratio }) => {
    const b = new Decimal(benchmark);
    return {
      projectMedianSalary: b.times(ratio).toDecimalPlaces(2).toFixed(),
      benchmarkMedianSalary: benchmark,
    };
  });

const board = fc.integer({ min: 1, max: 20 }).chain((members) =>
  fc.record({
    boardMembers: fc.constant(members),
    boardUnderrepresented: maybe(
      fc.constantFrom(0, Math.floor(members / 3), Math.ceil(members / 3), members),
    ),
  }),
);

const wage = fc.oneof(
  fc.record({
    lowestHourlyWage: fc.constantFrom(
      "0",
      "14.99",
      "15",
      "15.6",
      "16.956",
      "19.10",
      "19.104",
      "25",
    ),
    year: fc.integer({ min: 2019, max: 2026 }),
  }),
  fc.record({
    lowestHourlyWage: fc.constantFrom("14.99", "15", "15.59", "15.6", "19.10", "19.104"),
    minimumWage: fc.constantFrom("10", "13", "15.92", "12.5"),
  }),
);

const count = fc.oneof(
  fc.constantFrom(0, 1, 250, 251, 400, 401, 600, 601, 800, 801, 1000, 1001),
  fc.integer({ min: 0, max: 5000 }),
);

/** Valid emerge.perJob inputs, each optional input given or not. */
const validInputs: fc.Arbitrary<Inputs> = fc
  .record({
    location: fc.constantFrom(...LOCATIONS),
    megaProject: maybe(bool),
    jobType: maybe(fc.constantFrom("new", "retained")),
    newJobs: maybe(count),
    mriDistressScore: maybe(
      fc.oneof(fc.constantFrom(0, 50, "50.01", 51, 100), fc.integer({ min: 0, max: 100 })),
    ),
    capital: maybe(capital),
    training: maybe(fc.constantFrom("none", "program", "institution")),
    trainingInstitutionMiles: maybe(fc.constantFrom(0, 9.99, 10, "10.01", 40)),
    smallBusiness: maybe(bool),
    salaries: maybe(salaries),
    targetedIndustry: maybe(bool),
    incubator: maybe(bool),
    laborHarmony: maybe(bool),
    childCare: maybe(bool),
    reentryPartnership: maybe(bool),
    reentryHires: maybe(fc.integer({ min: 0, max: 3 })),
    leedRating: maybe(fc.constantFrom("none", "certified", "silver", "gold", "platinum")),
    environmentalRemediation: maybe(bool),
    collegePartnership: maybe(bool),
    renewableEnergyShare: maybe(
      fc.oneof(
        fc.constantFrom(0, "0.4999", 0.5, "0.5001", 1),
        // A spreadsheet's ratios; not the subnormal doubles (5e-324 has 324 decimal places),
        // which the core refuses beyond 30 decimal places (inputs.ts).
        fc.double({ min: 0, max: 1, noNaN: true }).filter((x) => x === 0 || x >= 1e-12),
      ),
    ),
    marineTerminal: maybe(bool),
    opportunityZone: maybe(bool),
    board: maybe(board),
    wage: maybe(wage),
  })
  .map((r) => {
    const { capital: c, salaries: s, board: b, wage: w, ...rest } = r;
    const inputs: Inputs = { ...rest, ...(c ?? {}), ...(s ?? {}), ...(b ?? {}), ...(w ?? {}) };
    // opportunityZone false with qoz is a contradiction (docs/emerge.md section 1), not a valid input.
    if (inputs.location === "qoz" && inputs.opportunityZone === false)
      delete inputs.opportunityZone;
    for (const key of Object.keys(inputs)) if (inputs[key] === undefined) delete inputs[key];
    return inputs;
  });

function perJob(inputs: Inputs): PerJob {
  const out = evaluate("emerge.perJob", inputs);
  if (!out.ok) {
    throw new Error(
      `valid inputs ${JSON.stringify(inputs)} refused: ${out.error.input}: ${out.error.message}`,
    );
  }
  return out.result as unknown as PerJob;
}

const RUNS = { numRuns: 400 };

describe("emerge.perJob invariants", () => {
  test("the per-job credit is never negative, and no-credit means 0.00", () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        const r = perJob(inputs);
        expect(new Decimal(r.perJobCredit).isNegative()).toBe(false);
        expect(r.perJobCredit).toMatch(/^\d+\.\d\d$/);
        if (r.status === "no-credit") expect(r.perJobCredit).toBe("0.00");
      }),
      RUNS,
    );
  });

  test("the per-job credit never exceeds the tier cap, plus 1,000 when bonus (j) applied (s.75 d., c.(1)(j))", () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        const r = perJob(inputs);
        const j = r.trace.find((s) => s.id === "c.(1)(j)");
        const cap =
          (inputs.megaProject === true ? 8000 : CAP[inputs.location as string]) +
          (j?.applied ? 1000 : 0);
        expect(new Decimal(r.perJobCredit).lessThanOrEqualTo(cap)).toBe(true);
      }),
      RUNS,
    );
  });

  test("a retained job earns half a new job's credit, to the cent (s.75 f.)", () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        const asNew = perJob({ ...inputs, jobType: "new" });
        const retained = perJob({ ...inputs, jobType: "retained" });
        const diff = new Decimal(retained.perJobCredit)
          .minus(new Decimal(asNew.perJobCredit).div(2))
          .abs();
        expect(diff.lessThanOrEqualTo("0.005")).toBe(true);
        expect(retained.status).toBe(asNew.status);
      }),
      RUNS,
    );
  });

  /** Inputs that earn a bonus, in the groups that must be given together. */
  const BONUS_GROUPS: string[][] = [
    ["mriDistressScore"],
    ["industrialCapitalInvestment", "minimumCapitalInvestment"],
    ["newJobs"],
    ["training", "trainingInstitutionMiles"],
    ["trainingInstitutionMiles"],
    ["smallBusiness"],
    ["projectMedianSalary", "benchmarkMedianSalary"],
    ["targetedIndustry"],
    ["incubator"],
    ["laborHarmony"],
    ["childCare"],
    ["reentryPartnership", "reentryHires"],
    ["reentryHires"],
    ["leedRating"],
    ["environmentalRemediation"],
    ["collegePartnership"],
    ["renewableEnergyShare"],
    ["marineTerminal"],
    ["opportunityZone"],
    ["boardMembers", "boardUnderrepresented"],
    ["boardUnderrepresented"],
  ];

  test("adding any one bonus input never lowers the credit", () => {
    fc.assert(
      fc.property(validInputs, fc.constantFrom(...BONUS_GROUPS), (inputs, group) => {
        // The salaries both earn (f) and reduce (e.); as a bonus input they are added only when P >= B.
        if (group.includes("projectMedianSalary") && inputs.projectMedianSalary !== undefined) {
          fc.pre(
            new Decimal(inputs.projectMedianSalary as string).greaterThanOrEqualTo(
              inputs.benchmarkMedianSalary as string,
            ),
          );
        }
        fc.pre(group.some((name) => inputs[name] !== undefined));
        const without = { ...inputs };
        for (const name of group) delete without[name];
        const more = new Decimal(perJob(inputs).perJobCredit);
        const less = new Decimal(perJob(without).perJobCredit);
        expect({ group, more: more.toFixed(2), atLeast: more.greaterThanOrEqualTo(less) }).toEqual({
          group,
          more: more.toFixed(2),
          atLeast: true,
        });
      }),
      { numRuns: 600 },
    );
  });

  test("the applied amounts of the trace add up exactly to the per-job credit", () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        const r = perJob(inputs);
        const sum = r.trace
          .filter((s) => s.applied && s.amount !== null)
          .reduce((acc, s) => acc.plus(s.amount as string), new Decimal(0));
        expect(sum.toFixed(2)).toBe(r.perJobCredit);
        for (const s of r.trace) {
          if (s.amount !== null) expect(s.amount).toMatch(/^-?\d+\.\d\d$/);
        }
      }),
      RUNS,
    );
  });
});

/** A bad value for one input, with the other inputs it needs to be tested (and those it must not have). */
interface Bad {
  field: string;
  value: unknown;
  context?: Inputs;
  without?: string[];
}

const nonWhole = fc
  .double({ min: 0.001, max: 100000, noNaN: true })
  .filter((x) => !Number.isInteger(x));
const negative = fc.oneof(
  fc.integer({ min: -1000000, max: -1 }),
  fc.constantFrom(-0.01, "-5", "-0.001"),
);
const notBool = fc.constantFrom("yes", "no", 1, 0, "maybe", "Y");
const notNumber = fc.constantFrom("many", "ten", "12abc", true, "1.2.3");

function bad(
  field: string,
  values: fc.Arbitrary<unknown>,
  context?: Inputs,
  without?: string[],
): fc.Arbitrary<Bad> {
  return values.map((value) => ({ field, value, context, without }));
}

const badValues: fc.Arbitrary<Bad> = fc.oneof(
  bad("location", fc.constantFrom("Atlantis", "urban", 5, true, "grm2")),
  bad("megaProject", notBool),
  bad("jobType", fc.constantFrom("temporary", "both", 1, true)),
  bad("newJobs", fc.oneof(nonWhole, negative, notNumber)),
  bad("retainedJobs", fc.oneof(nonWhole, negative, notNumber)),
  bad("reentryHires", fc.oneof(nonWhole, negative, notNumber), { reentryPartnership: true }),
  bad(
    "mriDistressScore",
    fc.oneof(fc.double({ min: 100.0001, max: 1e6, noNaN: true }), negative, notNumber),
  ),
  bad("industrialCapitalInvestment", fc.oneof(negative, notNumber), {
    minimumCapitalInvestment: 1000000,
  }),
  bad("minimumCapitalInvestment", fc.oneof(negative, fc.constant(0), notNumber), {
    industrialCapitalInvestment: 2000000,
  }),
  bad("training", fc.constantFrom("sometimes", "yes", 1, true)),
  bad("trainingInstitutionMiles", fc.oneof(negative, notNumber), { training: "institution" }),
  bad("smallBusiness", notBool),
  bad("projectMedianSalary", fc.oneof(negative, fc.constant(0), notNumber), {
    benchmarkMedianSalary: 60000,
  }),
  bad("benchmarkMedianSalary", fc.oneof(negative, fc.constant(0), notNumber), {
    projectMedianSalary: 60000,
  }),
  bad("targetedIndustry", notBool),
  bad("incubator", notBool),
  bad("laborHarmony", notBool),
  bad("childCare", notBool),
  bad("reentryPartnership", notBool),
  bad("leedRating", fc.constantFrom("bronze", "LEED", 4, true)),
  bad("environmentalRemediation", notBool),
  bad("collegePartnership", notBool),
  bad(
    "renewableEnergyShare",
    fc.oneof(fc.double({ min: 1.0001, max: 100, noNaN: true }), negative, notNumber),
  ),
  bad("marineTerminal", notBool),
  bad("opportunityZone", notBool),
  bad("opportunityZone", fc.constant(false), { location: "qoz" }),
  bad("boardMembers", fc.oneof(fc.constant(0), nonWhole, negative, notNumber), undefined, [
    "boardUnderrepresented",
  ]),
  bad("boardUnderrepresented", fc.oneof(nonWhole, negative, notNumber), { boardMembers: 9 }),
  fc
    .integer({ min: 1, max: 50 })
    .chain((n) =>
      bad("boardUnderrepresented", fc.integer({ min: n + 1, max: n + 20 }), { boardMembers: n }),
    ),
  bad("lowestHourlyWage", fc.oneof(negative, notNumber), { year: 2024 }),
  bad("minimumWage", fc.oneof(negative, fc.constant(0), notNumber), { lowestHourlyWage: 20 }),
  bad("year", fc.oneof(nonWhole, negative, notNumber), { lowestHourlyWage: 20 }),
  bad(
    "year",
    fc.oneof(fc.integer({ min: 1900, max: 2018 }), fc.integer({ min: 2027, max: 2200 })),
    { lowestHourlyWage: 20 },
    ["minimumWage"],
  ),
  bad("parkingSpaces", fc.oneof(fc.integer(), fc.boolean(), fc.string())),
);

describe("emerge.perJob bad input", () => {
  test("any bad value for an input is refused with that input's name", () => {
    fc.assert(
      fc.property(validInputs, badValues, (valid, b) => {
        const inputs: Inputs = { ...valid, ...(b.context ?? {}), [b.field]: b.value };
        for (const name of b.without ?? []) delete inputs[name];
        // A qoz location from the valid part would contradict any opportunityZone false of the context.
        if (
          inputs.location === "qoz" &&
          inputs.opportunityZone === false &&
          b.field !== "opportunityZone"
        ) {
          delete inputs.opportunityZone;
        }
        const out = evaluate("emerge.perJob", inputs);
        expect(out.ok).toBe(false);
        if (!out.ok)
          expect({ input: out.error.input, value: b.value }).toEqual({
            input: b.field,
            value: b.value,
          });
      }),
      { numRuns: 1000 },
    );
  });
});

describe("emerge.perJob salaryShortfall", () => {
  // s.75 e.: (B − P) / B, the share the median salary is below the benchmark; null when it is not.
  test("is (B − P) / B when the project median salary is below the benchmark, else null", () => {
    const base = { location: "other", benchmarkMedianSalary: 60000 };
    // 48,000 is 12,000 below 60,000: 12,000 / 60,000 = 0.2 exactly.
    const below = computeEmergePerJob({ ...base, projectMedianSalary: 48000 }, NO_TRACE);
    expect(below.salaryShortfall?.toFixed()).toBe("0.2");
    // 40,000 is one third below: 20,000 / 60,000 = 0.333…, to 200 significant digits.
    const cliff = computeEmergePerJob({ ...base, projectMedianSalary: 40000 });
    expect(cliff.salaryShortfall?.toFixed()).toBe("0." + "3".repeat(200));
    expect(computeEmergePerJob({ ...base, projectMedianSalary: 60000 }).salaryShortfall).toBeNull();
    // One cent below: 0.01 / 60,000 = 1 / 6,000,000 = 0.0000001666…; to 200 significant digits
    // (a 1 and 199 sixes), half-up, the last 6 becomes a 7.
    const cent = computeEmergePerJob({ ...base, projectMedianSalary: 59999.99 }, NO_TRACE);
    expect(cent.salaryShortfall?.toFixed()).toBe("0.000000" + "1" + "6".repeat(198) + "7");
    // Above the benchmark: no shortfall.
    expect(
      computeEmergePerJob({ ...base, projectMedianSalary: 60000.01 }).salaryShortfall,
    ).toBeNull();
    expect(computeEmergePerJob({ location: "other" }).salaryShortfall).toBeNull();
  });
});
