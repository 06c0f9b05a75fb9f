/**
 * compare (src/core/compare.ts) on random pairs of each calculation: the bridge's lines add up
 * exactly to b − a; a scenario compared with itself gives no line, no step and no input; swapping
 * a and b negates every line. Pairs share most inputs and differ in a few, as a reviewer's do.
 */
import fc from "fast-check";
import { compare } from "../../../src/core/compare";
import { Decimal } from "../../../src/core/decimal";
import type { CalcName } from "../../../src/core/results";

type Inputs = Record<string, unknown>;

const emerge = fc.record(
  {
    location: fc.constantFrom("grm", "enhanced", "distressed", "qoz", "corridor", "other"),
    megaProject: fc.boolean(),
    jobType: fc.constantFrom("new", "retained"),
    newJobs: fc.constantFrom(0, 10, 250, 251, 401, 1001, 3000),
    retainedJobs: fc.constantFrom(0, 5, 100),
    smallBusiness: fc.boolean(),
    targetedIndustry: fc.boolean(),
    childCare: fc.boolean(),
    laborHarmony: fc.boolean(),
    mriDistressScore: fc.constantFrom(0, 50, 51, 75.5),
    projectMedianSalary: fc.constantFrom(40000, 62999.99, 69999.99, 70000, 90000, 141750, 250000),
    benchmarkMedianSalary: fc.constantFrom(100000, 63000, 90000),
    lowestHourlyWage: fc.constantFrom(14.99, 18.15, 18.16, 25),
    minimumWage: fc.constantFrom(15.13, 12),
    annualCap: fc.constantFrom(1000, 500000.005, 10000000),
  },
  { requiredKeys: ["location"] },
);

const wind = fc.oneof(
  fc.record(
    {
      capitalInvestment: fc.constantFrom(40000000, 49999999.99, 50000000, 80000000, 123456789.87),
      otherTenantInvestment: fc.constantFrom(0, 10000000),
      approvedJobs: fc.constantFrom(149, 150, 199, 250, 300),
      employment: fc.array(fc.constantFrom(0, 84, 99.5, 100, 150, 200, 300), { maxLength: 8 }),
      firstYear: fc.constantFrom(2025, 2026),
      documentationApprovalDate: fc.constantFrom("2026-06-01", "2029-01-01"),
      netBenefit: fc.constantFrom(1, 50000000, 100000000),
      programCapRemaining: fc.constantFrom(30000000.03, 350000000),
    },
    { requiredKeys: ["capitalInvestment"] },
  ),
  fc.record(
    {
      role: fc.constant("tenant"),
      capitalInvestment: fc.constantFrom(40000000, 45000000, 80000000),
      tenantCapitalInvestment: fc.constantFrom(0, 5000000, 8000000),
      otherTenantInvestment: fc.constantFrom(0, 6000000),
      tenantLeasedShare: fc.constantFrom(0.25, 0.33, 0.5),
      employment: fc.array(fc.constantFrom(0, 100, 150, 200, 300), { maxLength: 6 }),
      leasePayments: fc.array(fc.constantFrom(0, 1000000, 50000000), { maxLength: 6 }),
    },
    { requiredKeys: ["role", "capitalInvestment", "tenantLeasedShare"] },
  ),
);

/** A scenario and another: the first with a few of its inputs replaced or dropped. */
function pairs(base: fc.Arbitrary<Inputs>): fc.Arbitrary<[Inputs, Inputs]> {
  return fc
    .tuple(base, base, fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }))
    .map(([a, other, pick]) => {
      const b: Inputs = { ...a };
      Object.keys({ ...a, ...other }).forEach((k, i) => {
        if (!pick[i % pick.length]) return;
        if (k in other) b[k] = other[k];
        else delete b[k];
      });
      if (a.role !== undefined || other.role !== undefined) b.role = a.role;
      return [a, b];
    });
}

const CASES: [CalcName, fc.Arbitrary<Inputs>, number][] = [
  ["emerge.perJob", emerge, 100_000],
  ["emerge.annual", emerge, 30_000],
  ["emerge.schedule", emerge, 20_000],
  ["wind.schedule", wind, 50_000],
];

test.each(CASES)(
  "%s: the bridge adds up to b − a, self gives nothing, swapping negates",
  (calc, arb, runs) => {
    let compared = 0;
    fc.assert(
      fc.property(pairs(arb), ([a, b]) => {
        const out = compare(calc, a, b);
        if (!out.ok) return; // an input error on either side: no comparison (errors are tested apart)
        compared++;
        const c = out.result;
        const sum = c.bridge.reduce((n, l) => n.plus(l.amount), new Decimal(0));
        expect(sum.toFixed(2)).toBe(c.difference);
        expect(new Decimal(c.b).minus(c.a).toFixed(2)).toBe(c.difference);
        const back = compare(calc, b, a);
        if (!back.ok) throw new Error("the swapped pair failed");
        // The same lines, each negated (in the swapped pair's order, so compared sorted).
        const lines = (bridge: { id: string; label: string; amount: string }[], sign: number) =>
          bridge
            .map((l) => `${l.id} | ${l.label} | ${new Decimal(l.amount).times(sign).toFixed(2)}`)
            .sort();
        expect(lines(back.result.bridge, -1)).toEqual(lines(c.bridge, 1));
        const self = compare(calc, a, a);
        if (!self.ok) throw new Error("a scenario failed against itself");
        expect([self.result.bridge, self.result.steps, self.result.inputs]).toEqual([[], [], []]);
      }),
      { numRuns: runs },
    );
    expect(compared).toBeGreaterThan(runs / 4);
  },
  600_000,
);
